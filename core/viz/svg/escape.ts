// XML escaping and attribute serialisation for the static SVG kit (isomorphic: no DOM).

/** Escapes text for an SVG text node or a double-quoted attribute. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Characters XML 1.0 forbids outright (control characters other than tab, LF, CR). */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text and drops characters no XML parser accepts, so data can never break a drawing. */
export function escapeText(value: string): string {
  return escapeXml(value.replace(INVALID_XML_CHARS, ''));
}

/** A coordinate or length rounded to 2 decimals, without trailing zeros ("12", "12.5"). */
export function num(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type SvgAttributeValue = string | number | boolean | null | undefined;

/** Serialises attributes in the given order; null, undefined and false are left out. */
export function svgAttributes(attributes: Record<string, SvgAttributeValue>): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (value === true) out += ` ${name}`;
    else out += ` ${name}="${typeof value === 'number' ? num(value) : escapeText(value)}"`;
  }
  return out;
}
