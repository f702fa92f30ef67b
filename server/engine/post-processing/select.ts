import { columnsUnder, labelEquals, type Label, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';

/**
 * Superset's select: keep `columns` (in that order), then drop `exclude`, then relabel by
 * `rename` ({old: new}, or a list of such objects).
 */
export function select(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('select', raw, ['columns', 'exclude', 'rename']);
  const columns = opts.strings('columns');
  const exclude = opts.strings('exclude');
  const renameRaw = opts.value('rename');
  const rename = new Map<string, string>();
  const entries =
    renameRaw === undefined || renameRaw === null ? [] : Array.isArray(renameRaw) ? renameRaw : [renameRaw];
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry))
      throw opts.fail('rename', 'must be an object mapping old names to new names');
    for (const [from, to] of Object.entries(entry as Record<string, unknown>)) {
      if (typeof to !== 'string')
        throw opts.fail(
          'rename',
          `must map each column to a name (${JSON.stringify(from)} maps to ${JSON.stringify(to)})`,
        );
      rename.set(from, to);
    }
  }
  requireColumns(opts, frame, 'columns', columns);
  requireColumns(opts, frame, 'exclude', exclude);
  requireColumns(opts, frame, 'rename', [...rename.keys()]);
  let kept = columns?.length ? columns.flatMap((name) => columnsUnder(frame, name)) : frame.columns;
  if (exclude?.length) kept = kept.filter((c) => !exclude.some((e) => labelEquals(c.key[0]!, e)));
  const relabel = (l: Label): Label => (typeof l === 'string' && rename.has(l) ? rename.get(l)! : l);
  return { ...frame, columns: kept.map((c) => (rename.size ? { ...c, key: c.key.map(relabel) } : c)) };
}
