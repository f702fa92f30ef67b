import { labelEquals, type Label, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';

/**
 * Superset's rename: `columns` maps labels to new labels (null clears a label, which flatten then
 * leaves out); with `level` (position or name) only that level of multi-level labels is renamed,
 * otherwise every level. The keys must be labels of the first level.
 */
export function rename(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('rename', raw, ['columns', 'inplace', 'level']);
  const mapping = opts.nullableMapping('columns');
  opts.bool('inplace', false);
  if (!mapping || mapping.size === 0) return frame;
  requireColumns(opts, frame, 'columns', [...mapping.keys()]);
  const levelRaw = opts.value('level');
  const depth = frame.levelNames.length;
  let level: number | null = null;
  if (levelRaw !== undefined && levelRaw !== null) {
    if (typeof levelRaw === 'number' && Number.isInteger(levelRaw)) level = levelRaw < 0 ? depth + levelRaw : levelRaw;
    else if (typeof levelRaw === 'string') level = frame.levelNames.indexOf(levelRaw);
    else throw opts.fail('level', 'must be a level position or name');
    if (level < 0 || level >= depth) throw opts.fail('level', `names no column level: ${JSON.stringify(levelRaw)}`);
  }
  const renameLabel = (label: Label): Label => {
    for (const [from, to] of mapping) if (labelEquals(label, from)) return to;
    return label;
  };
  return {
    ...frame,
    columns: frame.columns.map((c) => ({
      ...c,
      key: c.key.map((label, l) => (level === null || l === level ? renameLabel(label) : label)),
    })),
  };
}
