// The prize wheel's spin button with the player's coins, written by the prerendered page's own inline script as soon
// as its prefetched setup read answers, before the app's JavaScript has loaded (on a slow phone, seconds earlier): the
// page's largest paint. The spin page's skeleton (features/spin, SpinSkeleton) keeps an empty button for it, with the
// wheel button's look and, in `data-template`, its translated text; the wheel the app renders later puts its own
// button with the same text in the same place.
import { SPIN_COINS_MARK } from '../features/spin/spin-button';

/** The skeleton's empty spin button (see SpinSkeleton). */
export const EARLY_SPIN_BUTTON = '.wl-spin__board .wl-spin__early-button';

/**
 * Bold text in the page's script face the page may not have used yet: written once that face has loaded, or after
 * this long, so the button does not change width when the face swaps in (as the home's balance, early-balance.ts).
 */
const BUTTON_FONT_WAIT_MS = 1000;

/**
 * Source of the inline script (runs after the page's prefetch script) that, once the prefetched
 * `GET /api/spinwheel/setup` answers with an active wheel, writes the button's text template with the player's whole
 * coins (`wholeCoins` of @wallet/domain: a count below 0 or not a number is 0) into the empty button. Only when the
 * read was made in the language the page was rendered in (`data-language`: a player of another language gets the
 * app's render in theirs) and the player has a coin: without one the app's button is the disabled one, with the
 * reason beside it. Nothing is written into a button that is gone or already filled, or on a failed read or an
 * inactive wheel (the app shows those).
 * `prefetchGlobal`: the page global holding the prefetched calls (prefetch.ts).
 */
export function earlySpinScript(prefetchGlobal: string): string {
  const json = JSON.stringify;
  return (
    `try{var S=document.querySelector(${json(EARLY_SPIN_BUTTON)}),` +
    `G=(window[${json(prefetchGlobal)}]||[]).filter(function(c){return /\\/api\\/spinwheel\\/setup$/.test(c.url)})[0];` +
    `if(S&&G&&G.language===S.getAttribute('data-language'))G.response.then(function(r){return r.ok?r.clone().json():null}).then(function(d){` +
    `var o=d&&d.result,m=S.getAttribute('data-template')||'';` +
    `if(!o||!o.activeSpinwheel||typeof o.activeSpinwheel!=='object'||m.indexOf(${json(SPIN_COINS_MARK)})<0)return;` +
    `var c=o.userCoin,n=typeof c==='number'&&isFinite(c)?Math.max(0,Math.floor(c)):0;if(n<1)return;` +
    `var v=m.split(${json(SPIN_COINS_MARK)}).join(String(n)),w=function(){if(S.isConnected&&!S.textContent)S.textContent=v},` +
    `F=document.fonts;if(!F||!F.load)return w();var s=getComputedStyle(S);` +
    `Promise.race([F.load(s.fontStyle+' '+s.fontWeight+' '+s.fontSize+' '+s.fontFamily,v),` +
    `new Promise(function(r){setTimeout(r,${BUTTON_FONT_WAIT_MS})})]).then(w,w)` +
    `}).catch(function(){})}catch(e){}`
  );
}
