// Records every Intl number or date format a render makes or uses. The first one of a page loads the browser's ICU
// data (tens of ms, four times that on a slow phone) inside the render that shows the data, so the pages players
// open every day render their data without one (domain's formatAmount and formatDateTime, i18n/format-count.ts).

type Formatter = 'NumberFormat' | 'DateTimeFormat';

/** Starts recording; `stop()` restores Intl and returns what was made or used, e.g. `['new NumberFormat(th)']`. */
export function watchIntlFormats(): { stop: () => string[] } {
  const used: string[] = [];
  const originals = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
  const restores: (() => void)[] = [];
  for (const name of ['NumberFormat', 'DateTimeFormat'] as Formatter[]) {
    const Original = originals[name];
    (Intl as Record<Formatter, unknown>)[name] = new Proxy(Original, {
      construct(target, args: unknown[]) {
        used.push(`new ${name}(${String(args[0])})`);
        return Reflect.construct(target, args) as object;
      },
      apply(target, thisArg, args: unknown[]) {
        used.push(`${name}(${String(args[0])})`);
        return Reflect.apply(target, thisArg, args) as unknown;
      },
    });
    restores.push(() => ((Intl as Record<Formatter, unknown>)[name] = Original));
    // Formatters made before the recording started (module caches) are caught when they format.
    const prototype = Original.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const method of ['format', 'formatToParts']) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, method);
      if (!descriptor) continue;
      Object.defineProperty(prototype, method, {
        ...descriptor,
        ...(descriptor.get
          ? {
              get(this: unknown) {
                used.push(`${name}.${method}`);
                return descriptor.get!.call(this) as unknown;
              },
            }
          : {
              value(this: unknown, ...args: unknown[]) {
                used.push(`${name}.${method}`);
                return (descriptor.value as (...a: unknown[]) => unknown).apply(this, args);
              },
            }),
      });
      restores.push(() => Object.defineProperty(prototype, method, descriptor));
    }
  }
  return {
    stop: () => {
      for (const restore of restores.reverse()) restore();
      return used;
    },
  };
}
