/**
 * The one CSV encoding of Loupe (chart exports, SQL Lab exports, `loupe query run --format csv`,
 * the data grid's download and copy). Isomorphic: no `node:*`, no DOM. Each caller turns a value
 * into its text its own way (dates, booleans); this module decides what a field looks like.
 */

/** Python's `\s` on text (str.isspace): JavaScript's `\s` without U+FEFF, with U+001C–U+001F and U+0085. */
const PY_SPACE = '[\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';

/** Superset's `problematic_chars_re`: one of - @ + | = % at the start, or after `""` or whitespace. */
const PROBLEMATIC = new RegExp(`^(?:"{2}|${PY_SPACE}+)(?=[-@+|=%])|^[-@+|=%]`);

/** Superset's `negative_number_re` (`^-[0-9.]+$`; Python's `$` also matches before a final newline). */
const NEGATIVE_NUMBER = /^-[0-9.]+\n?$/;

/**
 * Superset's `escape_value` (superset/utils/csv.py): text a spreadsheet would run as a formula
 * gets a leading single quote and its pipes escaped; text that reads as a negative number stays.
 */
export function escapeFormula(text: string): string {
  if (!PROBLEMATIC.test(text) || NEGATIVE_NUMBER.test(text)) return text;
  return `'${text.replaceAll('|', '\\|')}`;
}

/**
 * RFC 4180 quoting as Python's csv module does it for pandas (QUOTE_MINIMAL): a field holding the
 * separator, a double quote or a line break goes in double quotes, its quotes doubled.
 */
export function quoteField(text: string, separator = ','): string {
  return text.includes(separator) || text.includes('"') || text.includes('\n') || text.includes('\r')
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/**
 * One CSV field for a value and the text it is written as. Only text values are checked for
 * formulas, as Superset escapes only `str` cells: a number is not text, so -1 stays -1.
 */
export function csvField(value: unknown, text: string, separator = ','): string {
  return quoteField(typeof value === 'string' ? escapeFormula(text) : text, separator);
}

/** A header line: column names are text, escaped and quoted like any text cell (Superset escapes headers too). */
export function csvHeader(names: readonly string[], separator = ',', lineEnd = '\n'): string {
  return names.map((n) => csvField(n, n, separator)).join(separator) + lineEnd;
}

/**
 * One tab-separated field (the grid's clipboard copy, which spreadsheets read on paste like a
 * file): formulas escaped like CSV; tabs and line breaks inside a value become one space.
 */
export function tsvField(value: unknown, text: string): string {
  return (typeof value === 'string' ? escapeFormula(text) : text).replace(/[\t\r\n]+/g, ' ');
}
