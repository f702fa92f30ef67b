import { GenericDataType } from '../connectors/connector.ts';
import { resetIndex, type Label, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { pythonStr } from './values.ts';

/**
 * Superset's flatten: multi-level column labels become one string each, the non-null levels
 * written as Python's str() and joined by ", " (commas inside a level escaped as "\,"), after
 * dropping `drop_levels`; then, with `reset_index` (default), the index becomes leading columns
 * (all its levels; Superset moves only the first and loses the others on the wire).
 */
export function flatten(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('flatten', raw, ['reset_index', 'drop_levels']);
  const reset = opts.bool('reset_index', true);
  const dropRaw = opts.value('drop_levels') ?? [];
  if (!Array.isArray(dropRaw) || dropRaw.some((l) => typeof l !== 'number' && typeof l !== 'string')) {
    throw opts.fail('drop_levels', 'must be a list of level positions or names');
  }
  let out = frame;
  const depth = frame.levelNames.length;
  if (depth > 1) {
    const drop = new Set<number>();
    for (const level of dropRaw as (number | string)[]) {
      const at = typeof level === 'number' ? (level < 0 ? depth + level : level) : frame.levelNames.indexOf(level);
      if (!Number.isInteger(at) || at < 0 || at >= depth)
        throw opts.fail('drop_levels', `names no column level: ${JSON.stringify(level)}`);
      drop.add(at);
    }
    if (drop.size >= depth) throw opts.fail('drop_levels', 'cannot drop every column level');
    const kept = [...Array(depth).keys()].filter((l) => !drop.has(l));
    out = {
      ...frame,
      levelNames: [null],
      levelTypes: [GenericDataType.STRING],
      columns: frame.columns.map((c) => {
        const cells: string[] = [];
        for (const l of kept) {
          const cell = c.key[l];
          if (cell !== null && cell !== undefined)
            cells.push(pythonStr(cell, frame.levelTypes[l]!).replaceAll(',', '\\,'));
        }
        return { ...c, key: [cells.join(', ') as Label] };
      }),
    };
  } else if (dropRaw.length) {
    throw opts.fail('drop_levels', 'needs multi-level columns (after pivot)');
  }
  return reset ? resetIndex(out) : out;
}
