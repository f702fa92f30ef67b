// Prefixes each rule's selectors with the chart's container, so a chart's style never leaks onto
// the page. Comments are dropped; @media/@supports blocks are scoped inside; other at-rules pass.
export function scopeCss(css: string, scope: string): string {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let out = '';
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{', i);
    if (open < 0) break;
    const selector = source.slice(i, open).trim();
    // find the matching closing brace
    let depth = 1;
    let j = open + 1;
    while (j < source.length && depth > 0) {
      if (source[j] === '{') depth++;
      else if (source[j] === '}') depth--;
      j++;
    }
    const body = source.slice(open + 1, j - 1);
    if (/^@(media|supports)/i.test(selector)) out += `${selector}{${scopeCss(body, scope)}}`;
    else if (selector.startsWith('@')) out += `${selector}{${body}}`;
    else {
      const scoped = selector
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => (/^(html|body|:root)$/i.test(s) ? scope : `${scope} ${s}`))
        .join(', ');
      out += `${scoped}{${body}}`;
    }
    i = j;
  }
  return out;
}
