// The contact page's support details (the server's contact text and the LINE QR code), written by the prerendered
// page's own inline script as soon as its prefetched `GET /api/lookup/contact` answers, before the app's JavaScript has
// loaded. The contact page (features/contact) renders its card while the lookup is pending as a hidden card with an
// empty text and an image without a source, which hydration leaves as they are; the app's own render of the loaded
// card then reuses those two elements with the same text and source (the LINE link, translated, comes with it).
import { safeUrlCheckSource } from './early-safe-url';

/** The pending contact card the script fills (see ContactPage). */
export const EARLY_CONTACT_CARD = '.wl-contact__card[data-early]';

/**
 * Source of the inline script (runs after the page's prefetch script) that, once the prefetched contact lookup
 * answers with its details, writes the contact text (as text) and the QR code's source into the pending card and shows
 * it. The QR source passes the same check as the app's `isSafeUrl` (an absolute http(s) URL, no leading space, no
 * control character); any other image stays hidden, as the app drops it. Nothing is written into a card that is gone
 * or already filled, or on a failed read (the app shows that one).
 * `prefetchGlobal`: the page global holding the prefetched calls (prefetch.ts).
 */
export function earlyContactScript(prefetchGlobal: string): string {
  const json = JSON.stringify;
  return (
    `try{var E=document.querySelector(${json(EARLY_CONTACT_CARD)}),` +
    `K=(window[${json(prefetchGlobal)}]||[]).filter(function(c){return /\\/api\\/lookup\\/contact$/.test(c.url)})[0];` +
    `if(E&&K)K.response.then(function(r){return r.ok?r.clone().json():null}).then(function(d){` +
    `if(!d||typeof d!=='object'||!E.isConnected||!E.hidden)return;` +
    `var p=E.querySelector('.wl-contact__text'),i=E.querySelector('.wl-contact__qr'),` +
    `x=typeof d.contactText==='string'?d.contactText:'',q=d.lineQR,ok=(${safeUrlCheckSource()})(q);` +
    `if(!x&&!ok)return;` +
    `if(p){if(x)p.textContent=x;else p.hidden=true}` +
    `if(i){if(ok)i.src=q;else i.hidden=true}` +
    `E.hidden=false` +
    `}).catch(function(){})}catch(e){}`
  );
}
