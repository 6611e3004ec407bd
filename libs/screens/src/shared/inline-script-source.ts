// What the prerendered pages' inline scripts are made of: functions of the screens serialized as their own source,
// called with JSON (early-paint/early-paint-script.ts, forms/pending-submit-script.ts).

/** A function's source without its comment lines and indentation (line ends stay: no statement runs into another). */
export function compactSource(fn: (...args: never[]) => unknown): string {
  return fn
    .toString()
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^\s+/gm, '');
}

/** JSON that cannot close the inline `<script>` it sits in. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
