/**
 * A deep copy of a JSON-like value with every array and object frozen, and its approximate size
 * in bytes (strings at two bytes a character). It keeps JSON's meaning: `undefined` members are
 * left out (null inside arrays), values with `toJSON` (dates) become what JSON makes of them,
 * functions and symbols are dropped.
 */
export function frozenCopy(value: unknown): { value: unknown; size: number } {
  const sized = { size: 0 };
  const copy = visit(value, sized);
  return { value: copy === undefined ? null : copy, size: sized.size };
}

function visit(v: unknown, acc: { size: number }): unknown {
  switch (typeof v) {
    case 'string':
      acc.size += 16 + 2 * v.length;
      return v;
    case 'number':
      acc.size += 8;
      return Number.isFinite(v) ? v : null;
    case 'boolean':
      acc.size += 4;
      return v;
    case 'object':
      break;
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt');
    default:
      return undefined;
  }
  if (v === null) {
    acc.size += 4;
    return null;
  }
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return visit(JSON.parse(JSON.stringify(v)), acc);
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    acc.size += 16 + 8 * v.length;
    for (let i = 0; i < v.length; i++) {
      const x = visit(v[i], acc);
      out[i] = x === undefined ? null : x;
    }
    return Object.freeze(out);
  }
  const out: Record<string, unknown> = {};
  acc.size += 32;
  for (const k of Object.keys(v)) {
    const x = visit((v as Record<string, unknown>)[k], acc);
    if (x === undefined) continue;
    acc.size += 16 + 2 * k.length;
    out[k] = x;
  }
  return Object.freeze(out);
}
