import { aggregate } from './aggregate.ts';
import { boxplot } from './boxplot.ts';
import { compare } from './compare.ts';
import { contribution } from './contribution.ts';
import { cum } from './cum.ts';
import { diff } from './diff.ts';
import { downsample } from './downsample.ts';
import { flatten } from './flatten.ts';
import { histogram } from './histogram.ts';
import type { LabeledFrame } from './labeled-frame.ts';
import { pivot } from './pivot.ts';
import { rank } from './rank.ts';
import { rename } from './rename.ts';
import { resample } from './resample.ts';
import { rolling } from './rolling.ts';
import { select } from './select.ts';
import { sort } from './sort.ts';

export type Operation = (frame: LabeledFrame, options: unknown) => LabeledFrame;

/** Every operation applyPostProcessing knows, by Superset's name. */
export const OPERATIONS: Record<string, Operation> = {
  aggregate,
  boxplot,
  compare,
  contribution,
  cum,
  diff,
  downsample,
  flatten,
  histogram,
  pivot,
  rank,
  rename,
  resample,
  rolling,
  select,
  sort,
};
