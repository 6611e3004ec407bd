// The one script that paints a prerendered page's declared part (early-paint-declaration.ts) from the page's
// prefetched reads, before the app's JavaScript has loaded (on a slow phone, seconds earlier). The prerender inlines
// it after the page's prefetch script: the interpreter's own source, called with the page's declaration as JSON.
// It writes only into the empty slots the component renders while its data is pending, which hydration keeps and
// the loaded render reuses (same elements, same text and source), so nothing repaints or moves.
import {
  accountCurrency,
  DEFAULT_SAFE_SCHEMES,
  formatAmountNumber,
  LAOS_CURRENCIES,
  MONEY_DECIMALS,
} from '@wallet/domain';
import type { EarlyPaintData, EarlySlotData } from './early-paint-declaration';
import { compactSource, inlineJson } from '../inline-script-source';
import { EARLY_PAINT_CLOSED_GLOBAL } from './early-paint-closed';

/**
 * How long the script waits for the web-font face of the declaration's `fontOf` slot before writing anyway. The
 * bold Thai or Lao face the page has not used yet swapped in after the write moved the line (a layout shift of 0.0104
 * at 360 px on the home balance).
 */
export const EARLY_FONT_WAIT_MS = 1000;

/**
 * The page global, a promise the early paint sets when its declaration has a high-priority image (the page's largest
 * paint) and settles once that image is on screen (its largest-contentful-paint entry), or will not be. The prerendered
 * page's loader (tools/vite/prerender.ts) asks for the app's scripts only then, at most a moment after the first paint.
 */
export const EARLY_IMAGE_GLOBAL = '__walletEarlyImage';

/** What the interpreter needs of the app's rules, as data (the script runs before any module). */
interface EarlyPaintRules {
  /** The schemes of `isSafeUrl` (DEFAULT_SAFE_SCHEMES). */
  safeSchemes: readonly string[];
  /** `accountCurrency`: the currencies an account may have, and the one of any other value. */
  currencies: readonly string[];
  defaultCurrency: string;
  /** The currencies whose figure is `formatAmountNumber`'s (two decimals); any other is left to the app. */
  amountCurrencies: readonly string[];
  fontWaitMs: number;
  /** The page global the loader waits on before it asks for the scripts (EARLY_IMAGE_GLOBAL). */
  imageGlobal: string;
  /** The page global the app sets at its first commit (EARLY_PAINT_CLOSED_GLOBAL). */
  closedGlobal: string;
}

/** One prefetched call as the page's prefetch script records it (see app/prefetch.ts). */
interface EarlyCall {
  url: string;
  language: string;
  response: Promise<Response>;
}

type Answer = unknown;
type Slot = EarlySlotData;

/**
 * The interpreter. Runs in the page as its own source (no import, no closure over this module, no comment inside
 * that is not a whole `//` line): `paint` is the declaration, `calls` the prefetched calls, `formatAmount`
 * domain's `formatAmountNumber` (null when no slot is money).
 */
export function paintEarly(
  paint: EarlyPaintData,
  calls: EarlyCall[] | undefined,
  formatAmount: ((amount: number) => string) | null,
  rules: EarlyPaintRules,
): void {
  // Settles the loader's wait (EARLY_IMAGE_GLOBAL): replaced below when there is an image to wait for.
  let release = (): void => undefined;
  try {
    let root: HTMLElement | null = null;
    document.querySelectorAll<HTMLElement>('[data-early-paint]').forEach((element) => {
      if (element.getAttribute('data-early-paint') === paint.name) root = element;
    });
    const part = root as HTMLElement | null;
    const found = paint.reads.map(
      (path) => (calls || []).filter((call) => call && call.url.slice(-path.length) === path)[0],
    );
    if (!part || found.some((call) => !call)) return;
    if (paint.sameLanguage && found.some((call) => call!.language !== part.getAttribute('data-language')))
      return;
    const names = Object.keys(paint.slots);
    if (
      names.some((name) => {
        const slot = paint.slots[name] as Slot;
        return slot.kind === 'src' && slot.priority === 'high';
      })
    )
      (window as unknown as Record<string, unknown>)[rules.imageGlobal] = new Promise<void>((resolve) => {
        release = () => resolve();
      });
    // Releases the wait once `image` is the page's largest paint on screen, or cannot be (no such entry: the cap).
    const releaseOnPaint = (image: HTMLElement) => {
      image.addEventListener('error', release);
      const Observer = window.PerformanceObserver;
      if (!Observer || (Observer.supportedEntryTypes || []).indexOf('largest-contentful-paint') < 0) {
        image.addEventListener('load', release);
        return;
      }
      new Observer((list, observer) => {
        if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === image)) {
          observer.disconnect();
          release();
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    };
    const slotOf = (name: string): HTMLElement | null => {
      if (part.getAttribute('data-early-slot') === name) return part;
      let hit: HTMLElement | null = null;
      part.querySelectorAll<HTMLElement>('[data-early-slot]').forEach((element) => {
        if (!hit && element.getAttribute('data-early-slot') === name) hit = element;
      });
      return hit;
    };
    // Every value at a dot path ('*' walks an array): none when the path leaves the answer.
    const at = (answer: Answer, path: string): unknown[] =>
      path === ''
        ? [answer]
        : path.split('.').reduce<unknown[]>(
            (values, key) => {
              const out: unknown[] = [];
              values.forEach((value) => {
                if (typeof value !== 'object' || value === null) return;
                if (key === '*') {
                  if (Array.isArray(value)) value.forEach((item) => out.push(item));
                } else if (Object.prototype.hasOwnProperty.call(value, key))
                  out.push((value as Record<string, unknown>)[key]);
              });
              return out;
            },
            [answer],
          );
    const holds = (condition: { read: number; path: string; is: string }, answers: Answer[]) => {
      const value = at(answers[condition.read], condition.path)[0];
      if (condition.is === 'object') return typeof value === 'object' && value !== null;
      if (condition.is === 'array') return Array.isArray(value);
      if (condition.is === 'string') return typeof value === 'string';
      if (condition.is === 'not-true') return value !== true;
      if (condition.is === 'falsy') return !value;
      return false;
    };
    // isSafeUrl's steps: a non-empty string, no leading space, no control character, an absolute URL of a safe scheme.
    const safe = (url: unknown): url is string => {
      if (typeof url !== 'string' || url === '' || /^\s/.test(url)) return false;
      for (let i = 0; i < url.length; i += 1) {
        const code = url.charCodeAt(i);
        if (code < 0x20 || code === 0x7f) return false;
      }
      try {
        return rules.safeSchemes.indexOf(new URL(url).protocol.toLowerCase()) >= 0;
      } catch {
        return false;
      }
    };
    const valueOf = (slot: Slot, element: HTMLElement | null, answers: Answer[]): string | null => {
      const answer = answers[slot.read ?? 0];
      const value = slot.path === undefined ? undefined : at(answer, slot.path)[0];
      if (slot.kind === 'text') return typeof value === 'string' && value !== '' ? value : null;
      if (slot.kind === 'src') return safe(value) ? value : null;
      if (slot.kind === 'count') {
        const count = typeof value === 'number' && isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
        const template = (element && element.getAttribute('data-template')) || '';
        const mark = slot.mark || '';
        if (count < (slot.min ?? 0) || !mark || template.indexOf(mark) < 0) return null;
        return template.split(mark).join(String(count));
      }
      if (slot.kind === 'money') {
        const code = at(answer, slot.currency ?? '')[0];
        const currency =
          typeof code === 'string' && rules.currencies.indexOf(code) >= 0 ? code : rules.defaultCurrency;
        if (!formatAmount || !element || element.getAttribute('data-currency') !== currency) return null;
        if (rules.amountCurrencies.indexOf(currency) < 0) return null;
        let total = 0;
        (slot.sum || []).forEach((path) =>
          at(answer, path).forEach((amount) => {
            if (typeof amount === 'number' && isFinite(amount)) total += amount;
          }),
        );
        return formatAmount(total);
      }
      return null;
    };
    const answers = found.map((call) =>
      call!.response
        .then(
          (response) => (response.ok ? response.clone().json() : null),
          () => null,
        )
        .then(
          (answer: Answer) => answer,
          () => null,
        ),
    );
    // A high-priority image is asked for as soon as its own read answers (the other reads may still be on their way).
    names.forEach((name) => {
      const slot = paint.slots[name] as Slot;
      if (slot.kind !== 'src' || slot.priority !== 'high') return;
      const read = slot.read ?? 0;
      answers[read]!.then((answer) => {
        const only: Answer[] = [];
        only[read] = answer;
        if (!paint.when.every((condition) => condition.read !== read || holds(condition, only))) return;
        const url = valueOf(slot, null, only);
        if (!url) return;
        const image = new Image();
        image.fetchPriority = 'high';
        image.src = url;
      });
    });
    Promise.all(answers)
      .then((values) => {
        if (!paint.when.every((condition) => holds(condition, values))) return release();
        const elements: Record<string, HTMLElement | null> = {};
        const texts: Record<string, string | null> = {};
        for (const name of names) {
          const slot = paint.slots[name] as Slot;
          elements[name] = slotOf(name);
          if (slot.kind === 'show' || slot.kind === 'keep') continue;
          texts[name] = valueOf(slot, elements[name]!, values);
          if (texts[name] === null && slot.missing !== 'hide') return release();
        }
        if (paint.requireAny && !paint.requireAny.some((name) => texts[name])) return release();
        // Still the pending part: the app has not committed a render, and the part is on the page, not shown yet, every
        // slot there and empty.
        const pending = () =>
          !(window as unknown as Record<string, unknown>)[rules.closedGlobal] &&
          part.isConnected &&
          (!paint.hiddenUntilPainted || part.hidden) &&
          names.every((name) => {
            const element = elements[name];
            const kind = (paint.slots[name] as Slot).kind;
            if (!element) return false;
            if (kind === 'src') return !element.hasAttribute('src');
            return kind === 'show' || kind === 'keep' || !element.textContent;
          });
        const write = () => {
          if (!pending()) return release();
          let painting = false;
          names.forEach((name) => {
            const slot = paint.slots[name] as Slot;
            const element = elements[name]!;
            const text = texts[name];
            if (slot.kind === 'show') {
              if (element.hidden) element.hidden = false;
              if (slot.removeClass) element.classList.remove(slot.removeClass);
            } else if (slot.kind === 'src') {
              if (!text) element.hidden = true;
              else {
                if (slot.priority) element.setAttribute('fetchpriority', slot.priority);
                (element as HTMLImageElement).src = text;
                if (slot.priority === 'high') {
                  painting = true;
                  releaseOnPaint(element);
                }
              }
            } else if (slot.kind !== 'keep') {
              if (text) element.textContent = text;
              else element.hidden = true;
            }
          });
          if (paint.hiddenUntilPainted) part.hidden = false;
          if (!painting) release();
        };
        const face = paint.fontOf ? elements[paint.fontOf] : null;
        const fonts = document.fonts as FontFaceSet | undefined;
        if (!face || !fonts || !fonts.load) return write();
        const style = getComputedStyle(face);
        const sample = (paint.fontOf && texts[paint.fontOf]) || face.textContent || '';
        Promise.race([
          fonts.load(`${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`, sample),
          new Promise((resolve) => setTimeout(resolve, rules.fontWaitMs)),
        ]).then(write, write);
      })
      .catch(release);
  } catch {
    // A page the script cannot read is left to the app.
    release();
  }
}

/**
 * Source of the inline script (runs after the page's prefetch script) that paints `paint` from the prefetched calls
 * in the page global `prefetchGlobal` (app/prefetch.ts).
 */
export function earlyPaintScript(paint: EarlyPaintData, prefetchGlobal: string): string {
  const hasMoney = Object.values(paint.slots).some((slot) => slot.kind === 'money');
  const rules: EarlyPaintRules = {
    safeSchemes: DEFAULT_SAFE_SCHEMES,
    currencies: LAOS_CURRENCIES,
    defaultCurrency: accountCurrency(undefined),
    amountCurrencies: LAOS_CURRENCIES.filter((currency) => MONEY_DECIMALS[currency] === 2),
    fontWaitMs: EARLY_FONT_WAIT_MS,
    imageGlobal: EARLY_IMAGE_GLOBAL,
    closedGlobal: EARLY_PAINT_CLOSED_GLOBAL,
  };
  return (
    `(${compactSource(paintEarly)})(${inlineJson(paint)},window[${inlineJson(prefetchGlobal)}],` +
    `${hasMoney ? `(${compactSource(formatAmountNumber)})` : 'null'},${inlineJson(rules)});`
  );
}
