// QR markup from the server (docs/product.md#qr: SVG, or an img tag) made safe to show. SVG is rebuilt from an allowlist of
// drawing elements and plain attributes (no script, handler, link, style, foreignObject, animation or URL of any
// kind); anything else goes through the ui-kit HTML sanitizer. Parsing happens in an inert document.

/** Drawing elements a QR code needs. */
const SVG_ELEMENTS: ReadonlySet<string> = new Set([
  'svg',
  'g',
  'rect',
  'path',
  'circle',
  'ellipse',
  'line',
  'polygon',
  'polyline',
]);

/** Plain geometry and paint attributes; every value is checked again below. */
const SVG_ATTRIBUTES: ReadonlySet<string> = new Set([
  'viewbox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-rule',
  'stroke',
  'stroke-width',
  'shape-rendering',
  'transform',
  'opacity',
  'preserveaspectratio',
]);

/** Attribute values: numbers, path data, colours and transforms; never `url(`, quotes, `&`, `:` or angle brackets. */
const SAFE_VALUE = /^[A-Za-z0-9#.,\s%()+-]*$/;
const TRANSFORM = /^(\s*(matrix|translate|scale|rotate)\([0-9.,\s+-]*\)\s*)*$/;
const SVG_NS = 'http://www.w3.org/2000/svg';

function copySvg(source: Element, target: Document): Element | null {
  const name = source.localName.toLowerCase();
  if (!SVG_ELEMENTS.has(name)) return null;
  const out = target.createElementNS(SVG_NS, name === 'svg' ? 'svg' : name);
  for (const attribute of Array.from(source.attributes)) {
    const attrName = attribute.name.toLowerCase();
    const value = attribute.value;
    if (!SVG_ATTRIBUTES.has(attrName) || !SAFE_VALUE.test(value)) continue;
    if (/\(/.test(value) && (attrName !== 'transform' || !TRANSFORM.test(value))) continue;
    out.setAttribute(
      attrName === 'viewbox'
        ? 'viewBox'
        : attrName === 'preserveaspectratio'
          ? 'preserveAspectRatio'
          : attrName,
      value,
    );
  }
  for (const child of Array.from(source.children)) {
    const copy = copySvg(child, target);
    if (copy) out.appendChild(copy);
  }
  return out;
}

/** What the QR markup is: a cleaned SVG (serialized), or HTML for the ui-kit sanitizer. */
export type QrMarkup = { kind: 'svg'; svg: string } | { kind: 'html'; html: string };

/**
 * Splits server QR markup: an `<svg>` root is rebuilt from the allowlist; any other markup is HTML for
 * `SanitizedHtml`. Example: `cleanQrMarkup('<svg onload="x()"><rect width="1"/></svg>').kind === 'svg'`.
 */
export function cleanQrMarkup(markup: string): QrMarkup {
  const parsed = new DOMParser().parseFromString(markup, 'text/html');
  const root = parsed.body.firstElementChild;
  if (!root || root.localName.toLowerCase() !== 'svg' || parsed.body.children.length !== 1)
    return { kind: 'html', html: markup };
  const target = document.implementation.createHTMLDocument('');
  const svg = copySvg(root, target);
  if (!svg) return { kind: 'html', html: '' };
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('aria-hidden', 'true');
  return { kind: 'svg', svg: new XMLSerializer().serializeToString(svg) };
}
