/**
 * Every user-visible string goes through t(). Messages are the spec's, word for word; `%s` (and
 * `%d`) placeholders take the arguments in order, `%(name)s` takes named ones from a last object
 * argument. One place to plug translations in later.
 */
export type TArg = string | number;

export function t(message: string, ...args: (TArg | Record<string, TArg>)[]): string {
  const last = args[args.length - 1];
  const named = last !== null && typeof last === 'object' ? (last as Record<string, TArg>) : null;
  const positional = (named ? args.slice(0, -1) : args) as TArg[];
  let i = 0;
  return message.replace(/%\((\w+)\)s|%[sd]|%%/g, (token, name: string | undefined) => {
    if (token === '%%') return '%';
    if (name !== undefined) return named && name in named ? String(named[name]) : token;
    return i < positional.length ? String(positional[i++]) : token;
  });
}
