// The home's total balance, written by the prerendered page's own inline script as soon as its prefetched wallet
// read answers, before the app's JavaScript has loaded (on a slow phone, seconds earlier). The home skeleton's
// balance card (features/home, HomeSkeleton) keeps an empty value slot for it (BalanceCard's loading state) that
// hydration leaves as it is; the app's own render of the loaded card then replaces it with the same figure.
import { formatAmountNumber } from '@wallet/domain';

/**
 * The currency shows with the value, in a face of the web font the page has not used before (the bold Thai or Lao):
 * the value is written once that face has loaded, or after this long, so the line does not move when the face swaps
 * in (a layout shift of 0.0104 at 360 px without the wait).
 */
const CURRENCY_FONT_WAIT_MS = 1000;

/** The empty value slot of the home skeleton's balance card (see HomeSkeleton). */
export const EARLY_BALANCE_SLOT = '.wl-home-skeleton__header .wk-balance-card__value';

/**
 * Source of the inline script (runs after the page's prefetch script, inside the same function) that writes
 * `formatAmount(totalBalance(wallet.wallet, wallet.slots))` into the slot once the prefetched `GET /api/wallet`
 * answers: the same sum (non-numbers count 0) and the same number format as the app (a baht account's; any other
 * currency is left to the app). It writes only into a slot
 * still on the page and still empty, and does nothing on a failed read (the app shows that one). The currency's
 * font face is loaded first (CURRENCY_FONT_WAIT_MS).
 * `prefetchGlobal`: the page global holding the prefetched calls (prefetch.ts).
 */
/** A function's source without its comment lines and indentation (line ends stay: no statement runs into another). */
function compactSource(fn: (...args: never[]) => unknown): string {
  return fn
    .toString()
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^\s+/gm, '');
}

export function earlyBalanceScript(prefetchGlobal: string): string {
  const json = JSON.stringify;
  return (
    `try{var B=document.querySelector(${json(EARLY_BALANCE_SLOT)}),` +
    `W=(window[${json(prefetchGlobal)}]||[]).filter(function(c){return /\\/api\\/wallet$/.test(c.url)})[0];` +
    `if(B&&W)W.response.then(function(r){return r.ok?r.clone().json():null}).then(function(d){` +
    `if(!d||!d.wallet||!Array.isArray(d.slots))return;` +
    // The page is prerendered with the baht unit: an account in another currency (kip) waits for the app, which
    // writes its figure and unit (formatMoney).
    `if(d.profile&&d.profile.currency&&d.profile.currency!=='BAHT')return;` +
    `var n=function(x){return typeof x==='number'&&isFinite(x)?x:0},t=n(d.wallet.amount);` +
    `d.slots.forEach(function(s){t+=n(s&&s.amount)});` +
    // formatAmount's own formatter, not Intl: the first Intl format of a page costs tens of ms (its source says why).
    `var v=(${compactSource(formatAmountNumber)})(t),` +
    `w=function(){if(B.isConnected&&!B.textContent)B.textContent=v},` +
    `c=B.parentNode&&B.parentNode.querySelector('.wk-balance-card__currency'),F=document.fonts;` +
    `if(!c||!F||!F.load)return w();var s=getComputedStyle(c);` +
    `Promise.race([F.load(s.fontStyle+' '+s.fontWeight+' '+s.fontSize+' '+s.fontFamily,c.textContent||''),` +
    `new Promise(function(r){setTimeout(r,${CURRENCY_FONT_WAIT_MS})})]).then(w,w)` +
    `}).catch(function(){})}catch(e){}`
  );
}
