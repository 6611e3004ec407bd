// The one early-paint script, run as the page runs it (its generated source, after the page's prefetched calls), on
// small parts of its own: every kind of slot, every reason to write nothing, the font wait, and the whole XSS corpus.
// What each page's declaration fills on its real prerendered markup: app/early-paint-pages.test.tsx.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, isSafeUrl, totalBalance } from '@wallet/domain';
import { XSS_PAYLOADS, xssFindings } from '@wallet/xss-corpus';
import {
  defineEarlyPaint,
  type EarlyPaintData,
  type EarlyPaintName,
  type EarlySlotName,
} from './early-paint-declaration';
import { EARLY_IMAGE_GLOBAL, earlyPaintScript } from './early-paint-script';
import { closeEarlyPaint, EARLY_PAINT_CLOSED_GLOBAL } from './early-paint-closed';

const GLOBAL = '__testPrefetch';
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Puts the prefetched calls on the page (as the prefetch script does) and runs the declaration's script. */
async function paint(
  declaration: EarlyPaintData,
  calls: Record<string, Response | Promise<Response>>,
  language = 'th',
): Promise<void> {
  (window as unknown as Record<string, unknown>)[GLOBAL] = Object.entries(calls).map(([path, response]) => ({
    url: `https://api.example${path}`,
    language,
    response: Promise.resolve(response),
  }));
  const script = earlyPaintScript(declaration, GLOBAL);
  const run = compiled.get(script) ?? (new Function(script) as () => void);
  compiled.set(script, run);
  run();
  await settle();
}
/** Each script compiled once (the corpus runs one script hundreds of times). */
const compiled = new Map<string, () => void>();
const settle = async () => {
  for (let i = 0; i < 6; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const $ = <T extends HTMLElement = HTMLElement>(slot: string) =>
  document.querySelector<T>(`[data-early-slot="${slot}"]`) as T;

afterEach(() => {
  document.body.replaceChildren();
  delete (window as unknown as Record<string, unknown>)[GLOBAL];
  delete (window as unknown as Record<string, unknown>)[EARLY_IMAGE_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[EARLY_PAINT_CLOSED_GLOBAL];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A hidden card: a text and an image from one read, shown only when a second read allows it. */
const CARD = defineEarlyPaint({
  name: 'card',
  reads: ['/api/lookup/contact', '/api/promotion/current'],
  sameLanguage: true,
  hiddenUntilPainted: true,
  when: [
    { read: 0, path: '', is: 'object' },
    { read: 1, path: 'promotion', is: 'falsy' },
  ],
  slots: {
    text: { kind: 'text', read: 0, path: 'contactText' },
    image: { kind: 'src', read: 0, path: 'lineQR', missing: 'hide', priority: 'high' },
    panel: { kind: 'show', removeClass: 'waiting' },
  },
});
const cardMarkup = (language = 'th') =>
  `<section data-early-paint="card" data-language="${language}" hidden><div class="waiting" data-early-slot="panel" hidden>` +
  '<p data-early-slot="text"></p><img data-early-slot="image" alt=""></div></section>';
const cardReads = (contactText: unknown, lineQR: unknown, promotion: unknown = null) => ({
  '/api/lookup/contact': answer({ contactText, lineQR }),
  '/api/promotion/current': answer({ promotion }),
});

describe('the early-paint script', () => {
  it('writes text as text and a safe source with its priority, shows the part, and leaves the answers readable', async () => {
    document.body.innerHTML = cardMarkup();
    const reads = cardReads('<b>Hi</b>', 'https://cdn.example/qr.png');
    await paint(CARD, reads);
    const part = document.querySelector<HTMLElement>('[data-early-paint]');
    expect(part?.hidden).toBe(false);
    expect($('panel').hidden).toBe(false);
    expect($('panel').classList.contains('waiting')).toBe(false);
    expect($('text').textContent).toBe('<b>Hi</b>');
    expect($('text').children).toHaveLength(0);
    expect($('image').getAttribute('src')).toBe('https://cdn.example/qr.png');
    expect($('image').getAttribute('fetchpriority')).toBe('high');
    // The app takes the same answers for its own first calls.
    expect(await reads['/api/lookup/contact'].json()).toMatchObject({ contactText: '<b>Hi</b>' });
  });

  it('asks for a high-priority image as soon as its own read answers, before the others', async () => {
    const asked: { src: string; fetchPriority: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = '';
        set src(url: string) {
          asked.push({ src: url, fetchPriority: this.fetchPriority });
        }
      },
    );
    document.body.innerHTML = cardMarkup();
    const never = new Promise<Response>(() => undefined);
    await paint(CARD, {
      '/api/lookup/contact': answer({ contactText: 'x', lineQR: 'https://cdn.example/qr.png' }),
      '/api/promotion/current': never,
    });
    expect(asked).toEqual([{ src: 'https://cdn.example/qr.png', fetchPriority: 'high' }]);
    // Written only once every read has answered.
    expect(document.querySelector<HTMLElement>('[data-early-paint]')?.hidden).toBe(true);
    asked.length = 0;
    document.body.innerHTML = cardMarkup();
    await paint(CARD, cardReads('x', 'javascript:alert(1)'));
    expect(asked).toEqual([]);
  });

  it("tells the page's loader once its high-priority image is on screen as the largest paint, or will not be", async () => {
    // A stand-in for the browser's largest-contentful-paint observer: the test says when the image reaches the screen.
    const observers: ((entries: { element: Element }[]) => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
          observe(options: { type: string }) {
            expect(options.type).toBe('largest-contentful-paint');
            observers.push((entries) =>
              this.callback({ getEntries: () => entries }, { disconnect: () => undefined }),
            );
          }
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      ),
    );
    const onScreen = () =>
      (window as unknown as Record<string, Promise<void> | undefined>)[EARLY_IMAGE_GLOBAL];
    let settled = false;
    document.body.innerHTML = cardMarkup();
    const painting = paint(CARD, cardReads('x', 'https://cdn.example/qr.png'));
    // Set as the script runs: the loader reads it at the first paint.
    expect(onScreen()).toBeInstanceOf(Promise);
    void onScreen()?.then(() => (settled = true));
    await painting;
    expect($('image').getAttribute('src')).toBe('https://cdn.example/qr.png');
    // Asked for and written, not on screen yet; another element's paint does not count.
    observers.forEach((deliver) => deliver([{ element: $('text') }]));
    await settle();
    expect(settled).toBe(false);
    observers.forEach((deliver) => deliver([{ element: $('image') }]));
    await settle();
    expect(settled).toBe(true);
    // An image that fails to load settles it too.
    document.body.innerHTML = cardMarkup();
    await paint(CARD, cardReads('x', 'https://cdn.example/missing.png'));
    const failed = onScreen();
    $('image').dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeUndefined();
    // Nothing will be painted (a failed read, an unsafe source, a current promotion): settled at once.
    for (const reads of [
      {
        '/api/lookup/contact': Promise.reject(new TypeError('offline')),
        '/api/promotion/current': answer({}),
      },
      cardReads('x', 'javascript:alert(1)'),
      cardReads('x', 'https://cdn.example/qr.png', { id: 'p1' }),
    ]) {
      document.body.innerHTML = cardMarkup();
      await paint(CARD, reads);
      await expect(onScreen()).resolves.toBeUndefined();
    }
    // A declaration without a high-priority image, or a page the script leaves alone, gives the loader no wait.
    delete (window as unknown as Record<string, unknown>)[EARLY_IMAGE_GLOBAL];
    const lazyImage = defineEarlyPaint({
      ...CARD,
      slots: { ...CARD.slots, image: { kind: 'src', read: 0, path: 'lineQR', missing: 'hide' } },
    });
    document.body.innerHTML = cardMarkup();
    await paint(lazyImage, cardReads('x', 'https://cdn.example/qr.png'));
    expect($('image').getAttribute('src')).toBe('https://cdn.example/qr.png');
    expect(onScreen()).toBeUndefined();
    document.body.innerHTML = cardMarkup('lo');
    await paint(CARD, cardReads('x', 'https://cdn.example/qr.png'));
    expect(onScreen()).toBeUndefined();
  });

  it('hides a slot without a value marked missing: hide, and paints nothing when another has none', async () => {
    document.body.innerHTML = cardMarkup();
    await paint(CARD, cardReads('Call us', 'javascript:alert(1)'));
    expect($('text').textContent).toBe('Call us');
    expect($('image').hidden).toBe(true);
    expect($('image').hasAttribute('src')).toBe(false);
    document.body.innerHTML = cardMarkup();
    await paint(CARD, cardReads('', 'https://cdn.example/qr.png'));
    expect(document.querySelector<HTMLElement>('[data-early-paint]')?.hidden).toBe(true);
    expect($('image').hasAttribute('src')).toBe(false);
  });

  it('paints with at least one of requireAny, hiding the others', async () => {
    const either = {
      ...CARD,
      requireAny: ['text', 'image'],
      slots: { ...CARD.slots, text: { ...CARD.slots.text, missing: 'hide' } },
    } as const;
    document.body.innerHTML = cardMarkup();
    await paint(either, cardReads(null, 'https://cdn.example/qr.png'));
    expect($('text').hidden).toBe(true);
    expect($('image').getAttribute('src')).toBe('https://cdn.example/qr.png');
    document.body.innerHTML = cardMarkup();
    await paint(either, cardReads(null, 'ftp://cdn.example/qr.png'));
    expect(document.querySelector<HTMLElement>('[data-early-paint]')?.hidden).toBe(true);
  });

  it.each([
    ['a condition fails (a promotion)', cardReads('x', 'https://a.example/q.png', { code: 'P' }), 'th'],
    [
      'a read is refused',
      { ...cardReads('x', 'https://a.example/q.png'), '/api/lookup/contact': answer({}, 500) },
      'th',
    ],
    [
      'a read is not JSON',
      { ...cardReads('x', 'https://a.example/q.png'), '/api/lookup/contact': new Response('<html>') },
      'th',
    ],
    ['the reads were made in another language', cardReads('x', 'https://a.example/q.png'), 'en'],
  ])('writes nothing when %s', async (_name, reads, language) => {
    document.body.innerHTML = cardMarkup();
    await paint(CARD, reads, language);
    expect(document.querySelector<HTMLElement>('[data-early-paint]')?.hidden).toBe(true);
    expect($('text').textContent).toBe('');
    expect($('image').hasAttribute('src')).toBe(false);
  });

  it('writes nothing into a part already shown, a slot already filled, a part gone, or without its reads', async () => {
    document.body.innerHTML = cardMarkup();
    (document.querySelector('[data-early-paint]') as HTMLElement).hidden = false;
    await paint(CARD, cardReads('x', 'https://a.example/q.png'));
    expect($('text').textContent).toBe('');

    document.body.innerHTML = cardMarkup();
    $('text').textContent = 'the app wrote this';
    await paint(CARD, cardReads('x', 'https://a.example/q.png'));
    expect($('text').textContent).toBe('the app wrote this');
    expect($('image').hasAttribute('src')).toBe(false);

    document.body.innerHTML = cardMarkup();
    const text = $('text');
    let release: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (release = resolve));
    const run = paint(CARD, { ...cardReads('x', 'https://a.example/q.png'), '/api/lookup/contact': pending });
    document.body.replaceChildren(); // the app rendered the loaded page meanwhile
    release(answer({ contactText: 'x' }));
    await run;
    await settle();
    expect(text.textContent).toBe('');

    // A guest's page (nothing prefetched) or a page without the part.
    document.body.innerHTML = cardMarkup();
    await paint(CARD, { '/api/lookup/contact': answer({ contactText: 'x' }) });
    expect($('text').textContent).toBe('');
    document.body.innerHTML = '';
    await expect(paint(CARD, cardReads('x', 'https://a.example/q.png'))).resolves.toBeUndefined();
  });

  it('writes nothing once the app has committed its first render, even into a part still pending (the app paints that answer)', async () => {
    document.body.innerHTML = cardMarkup();
    let release: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (release = resolve));
    const run = paint(CARD, { ...cardReads('x', 'https://a.example/q.png'), '/api/lookup/contact': pending });
    closeEarlyPaint(window as unknown as Record<string, unknown>);
    release(answer({ contactText: 'x', lineQR: 'https://a.example/q.png' }));
    await run;
    await settle();
    expect($('text').textContent).toBe('');
    expect($('image').hasAttribute('src')).toBe(false);
    expect((document.querySelector('[data-early-paint]') as HTMLElement).hidden).toBe(true);
    // The loader's wait (a high-priority image in the declaration) is settled all the same.
    await expect(
      (window as unknown as Record<string, Promise<void>>)[EARLY_IMAGE_GLOBAL],
    ).resolves.toBeUndefined();
  });

  const BALANCE = defineEarlyPaint({
    name: 'balance',
    reads: ['/api/wallet'],
    when: [
      { read: 0, path: 'wallet', is: 'object' },
      { read: 0, path: 'slots', is: 'array' },
    ],
    slots: {
      value: {
        kind: 'money',
        read: 0,
        sum: ['wallet.amount', 'slots.*.amount'],
        currency: 'profile.currency',
      },
      unit: { kind: 'keep' },
    },
    fontOf: 'unit',
  });
  const balanceMarkup = (currency = 'BAHT') =>
    `<p data-early-paint="balance"><span data-early-slot="value" data-currency="${currency}"></span>` +
    '<span data-early-slot="unit"> บาท</span></p>';
  const wallet = (amount: unknown, slots: unknown[], currency?: string) => ({
    '/api/wallet': answer({ profile: { _id: 'p1', currency }, wallet: { amount }, slots }),
  });

  it.each([
    ['a main wallet and game accounts', 1234.5, [{ amount: 100 }, { amount: 0.25 }]],
    ['millions', 1_234_567.891, [{ amount: 2_000_000 }]],
    ['a negative total', -50.5, [{ amount: 10 }]],
    [
      'non-numbers, counted as 0 as the app does',
      '12',
      [{ amount: null }, { amount: 'x' }, null, { amount: 7 }],
    ],
    ['no game accounts', 0, []],
    ['a tie on the third decimal, rounded away from zero as Intl does', 1.005, []],
    ['a total that rounds up to the next thousand', 999.996, []],
  ])('writes money as the app writes the balance: %s', async (_name, amount, slots) => {
    document.body.innerHTML = balanceMarkup();
    await paint(BALANCE, wallet(amount, slots));
    const numbers = (slots as { amount: number }[]).map((slot) => ({ amount: slot?.amount }));
    expect($('value').textContent).toBe(formatAmount(totalBalance({ amount: amount as number }, numbers)));
  });

  it("writes money only in the currency the page was rendered in (a kip account's waits for the app)", async () => {
    document.body.innerHTML = balanceMarkup();
    await paint(BALANCE, wallet(2_501_000, [], 'LAK'));
    expect($('value').textContent).toBe('');
    document.body.innerHTML = balanceMarkup();
    await paint(BALANCE, wallet(2_501_000, [], 'BAHT'));
    expect($('value').textContent).toBe(formatAmount(2_501_000));
    document.body.innerHTML = balanceMarkup('LAK');
    await paint(BALANCE, wallet(2_501_000, [], 'LAK'));
    expect($('value').textContent).toBe('');
  });

  it("writes once the font slot's face has loaded, so the line does not move when it swaps in", async () => {
    document.body.innerHTML = balanceMarkup();
    let loaded: () => void = () => undefined;
    const load = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
    try {
      await paint(BALANCE, wallet(10, []));
      expect(load).toHaveBeenCalledWith(expect.any(String), ' บาท');
      expect($('value').textContent).toBe('');
      loaded();
      await settle();
      expect($('value').textContent).toBe(formatAmount(10));
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  const COUNT = defineEarlyPaint({
    name: 'count',
    reads: ['/api/spinwheel/setup'],
    sameLanguage: true,
    when: [{ read: 0, path: 'result.activeSpinwheel', is: 'object' }],
    slots: { button: { kind: 'count', read: 0, path: 'result.userCoin', mark: '{left}', min: 1 } },
    fontOf: 'button',
  });
  const countMarkup = (template = 'Spin ({left} left)') =>
    `<span data-early-paint="count" data-early-slot="button" data-language="th" data-template="${template}"></span>`;
  const setup = (userCoin: unknown, activeSpinwheel: unknown = { _id: 'w1' }) => ({
    '/api/spinwheel/setup': answer({ result: { activeSpinwheel, userCoin } }),
  });

  it('writes a whole count into the slot’s template (the root may be the slot), from min up', async () => {
    for (const [coins, text] of [
      [3, 'Spin (3 left)'],
      [12345, 'Spin (12345 left)'],
      [2.9, 'Spin (2 left)'],
      [0, ''],
      [-2, ''],
      ['5', ''],
      [null, ''],
    ] as const) {
      document.body.innerHTML = countMarkup();
      await paint(COUNT, setup(coins));
      expect($('button').textContent, String(coins)).toBe(text);
    }
    document.body.innerHTML = countMarkup();
    await paint(COUNT, setup(3, null));
    expect($('button').textContent).toBe('');
    document.body.innerHTML = countMarkup('Spin');
    await paint(COUNT, setup(3));
    expect($('button').textContent).toBe('');
  });

  it('is one self-contained script: no Intl, no comment, the declaration as JSON that cannot close its tag', () => {
    const script = earlyPaintScript(BALANCE, GLOBAL);
    expect(script).not.toMatch(/Intl\./);
    expect(script).not.toMatch(/^\s*\/\//m);
    expect(script).toContain(JSON.stringify(BALANCE));
    // Only a money slot carries the amount formatter.
    expect(earlyPaintScript(COUNT, GLOBAL).length).toBeLessThan(script.length);
    const named = { ...COUNT, name: '</script><script>alert(1)</script>' };
    expect(earlyPaintScript(named, GLOBAL)).not.toContain('</script>');
  });

  it(`runs the ${XSS_PAYLOADS.length}-line XSS corpus as text and source: a source only where isSafeUrl allows it, nothing runs`, async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.stubGlobal(
      'Image',
      class {
        src = '';
      },
    );
    const disagreements: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      document.body.innerHTML = cardMarkup();
      await paint(CARD, cardReads(payload, payload));
      if ($('text').textContent !== payload) disagreements.push(`not written as text: ${payload}`);
      if (($('image').getAttribute('src') === payload) !== isSafeUrl(payload)) disagreements.push(payload);
      const found = xssFindings(document.body);
      if (found.length > 0) disagreements.push(`${payload}: ${found.join(', ')}`);
    }
    expect(disagreements).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('types a declaration against the document: a wrong read, path or slot does not compile', () => {
    const typed = () =>
      defineEarlyPaint({
        name: 'typed',
        reads: ['/api/wallet'],
        // @ts-expect-error the wallet answer has no `wallet.nope`
        when: [{ read: 0, path: 'wallet.nope', is: 'object' }],
        slots: {
          // @ts-expect-error there is no second read
          value: { kind: 'text', read: 1, path: 'wallet' },
        },
        // @ts-expect-error no slot of that name
        fontOf: 'unit',
      });
    expect(typed().name).toBe('typed');
    // The component's markup is typed by the declaration too.
    const slot: EarlySlotName<typeof COUNT> = 'button';
    // @ts-expect-error no slot of that name
    const wrongSlot: EarlySlotName<typeof COUNT> = 'buton';
    const name: EarlyPaintName<typeof COUNT> = 'count';
    // @ts-expect-error not the declaration's name
    const wrongName: EarlyPaintName<typeof COUNT> = 'counts';
    expect([slot, wrongSlot, name, wrongName]).toEqual(['button', 'buton', 'count', 'counts']);
  });
});
