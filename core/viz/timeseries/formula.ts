// A small arithmetic evaluator for formula annotations (Superset evaluates the layer's `value`,
// e.g. `2*x + 100000`, with x the x-axis value). Numbers, x, + - * / % ^, unary minus, parentheses;
// anything else is rejected, never evaluated as code.

type Token = { kind: 'num'; value: number } | { kind: 'x' } | { kind: 'op'; value: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+)|([xX])|([-+*/%^()]))/y;
  let index = 0;
  while (index < text.length) {
    if (/^\s*$/.test(text.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match) throw new Error(`Invalid formula: ${text}`);
    if (match[1] !== undefined) tokens.push({ kind: 'num', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'x' });
    else tokens.push({ kind: 'op', value: match[3] });
    index = pattern.lastIndex;
  }
  return tokens;
}

/** Parses a formula once; the result evaluates it for any x. Throws on invalid syntax. */
export function parseFormula(text: string): (x: number) => number {
  const tokens = tokenize(text);
  let position = 0;
  const peek = () => tokens[position];
  const isOp = (value: string) => {
    const token = peek();
    return token?.kind === 'op' && token.value === value;
  };
  type Node = (x: number) => number;
  const binary = (operators: string[], next: () => Node): Node => {
    let left = next();
    while (operators.some(isOp)) {
      const operator = (tokens[position++] as { value: string }).value;
      const right = next();
      const l = left;
      left =
        operator === '+'
          ? (x) => l(x) + right(x)
          : operator === '-'
            ? (x) => l(x) - right(x)
            : operator === '*'
              ? (x) => l(x) * right(x)
              : operator === '/'
                ? (x) => l(x) / right(x)
                : (x) => l(x) % right(x);
    }
    return left;
  };
  const primary = (): Node => {
    const token = tokens[position++];
    if (!token) throw new Error(`Invalid formula: ${text}`);
    if (token.kind === 'num') return () => token.value;
    if (token.kind === 'x') return (x) => x;
    if (token.value === '-') {
      const operand = power();
      return (x) => -operand(x);
    }
    if (token.value === '+') return power();
    if (token.value === '(') {
      const inner = sum();
      if (!isOp(')')) throw new Error(`Invalid formula: ${text}`);
      position++;
      return inner;
    }
    throw new Error(`Invalid formula: ${text}`);
  };
  const power = (): Node => {
    const base = primary();
    if (!isOp('^')) return base;
    position++;
    const exponent = power();
    return (x) => base(x) ** exponent(x);
  };
  const product = () => binary(['*', '/', '%'], power);
  const sum = (): Node => binary(['+', '-'], product);
  const root = sum();
  if (position !== tokens.length) throw new Error(`Invalid formula: ${text}`);
  return root;
}
