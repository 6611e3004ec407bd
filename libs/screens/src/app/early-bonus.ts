// The bonus page's first card (its banner and code), written by the prerendered page's own inline script as soon as
// its prefetched reads answer, before the app's JavaScript has loaded: the banner is the page's largest paint. The
// cards' section (features/bonus, BonusCards) is hidden while the sections above it are read, because their height
// comes from that data; it holds a waiting first card (an image without a source, a hidden panel with an empty title)
// that hydration leaves as the script wrote it and the loaded first card reuses with the same source and text.
import type { ApiPath } from '@wallet/api-client';
import { safeUrlCheckSource } from './early-safe-url';

/** The hidden cards' section the script shows (see BonusCards). */
export const EARLY_BONUS_SECTION = '.wl-bonus__cards-section[data-early]';

/** The reads the script waits for: the cards, and the two that decide what stands above them. */
export const EARLY_BONUS_READS = [
  '/api/bonus',
  '/api/bonus/check/active',
  '/api/promotion/current',
] as const satisfies readonly ApiPath<'get'>[];

/**
 * Source of the inline script (runs after the page's prefetch script) that asks for the first card's banner as soon as
 * the prefetched cards answer and, once the bonus check and current promotion have answered too, writes the first
 * card's code and banner (only a source the app's `isSafeUrl` allows; another banner stays hidden, as the app drops
 * it) and shows the section. Only when what the app will put above the cards is what the page shows already: the
 * check says no bonus is held (the search stays; a held bonus or a failed check replaces it) and there is no current
 * promotion (a failed read shows none either), and only in the language the page was rendered in (`data-language`:
 * another one changes the texts above). Nothing is written on a failed or empty card list, or into a section that is
 * gone, already shown or whose card the app has loaded.
 * `prefetchGlobal`: the page global holding the prefetched calls (prefetch.ts).
 */
export function earlyBonusScript(prefetchGlobal: string): string {
  const json = JSON.stringify;
  const [cards, check, promotion] = EARLY_BONUS_READS.map((path) => json(path));
  return (
    `try{var E=document.querySelector(${json(EARLY_BONUS_SECTION)}),P=window[${json(prefetchGlobal)}]||[],` +
    `R=[${cards},${check},${promotion}].map(function(p){` +
    `return P.filter(function(c){return c.url.slice(-p.length)===p})[0]});` +
    `if(E&&R[0]&&R[1]&&R[2]&&R[0].language===E.getAttribute('data-language')){` +
    `var J=R.map(function(c){return c.response.then(function(r){return r.ok?r.clone().json():null},function(){return null})}),` +
    `S=${safeUrlCheckSource()},` +
    // The first card, and its banner if the app would show it.
    `F=function(b){var o=b&&Array.isArray(b.bonuses)?b.bonuses[0]:null;return o&&typeof o==='object'&&typeof o.code==='string'?o:null},` +
    `U=function(o){var n=Array.isArray(o.banners)?o.banners[0]:null,q=n&&n.image;return q&&S(q)?q:null};` +
    // The banner is asked for as soon as the cards answer, while the other two reads may still be on their way.
    `J[0].then(function(b){var o=F(b),q=o&&U(o);if(q){var I=new Image();I.fetchPriority='high';I.src=q}});` +
    `Promise.all(J).then(function(v){var o=F(v[0]),a=v[1],p=v[2];` +
    `if(!o||!a||typeof a!=='object'||a.status===true||(p&&p.promotion))return;` +
    `var L=E.querySelector('[data-early-card]'),i=L&&L.querySelector('.wl-bonus-card__background'),` +
    `c=L&&L.querySelector('.wl-bonus-card__content'),h=c&&c.querySelector('.wl-bonus-card__title');` +
    `if(!E.isConnected||!E.hidden||!c||!h||h.textContent)return;var q=U(o);` +
    `if(i){if(q){i.setAttribute('fetchpriority','high');i.src=q}else i.hidden=true}` +
    `h.textContent=o.code;c.hidden=false;L.classList.remove('wl-bonus-card--waiting');E.hidden=false` +
    `}).catch(function(){})}}catch(e){}`
  );
}
