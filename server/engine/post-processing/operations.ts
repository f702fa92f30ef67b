import { flatten } from './flatten.ts';
import type { LabeledFrame } from './labeled-frame.ts';
import { pivot } from './pivot.ts';
import { rename } from './rename.ts';

export type Operation = (frame: LabeledFrame, options: unknown) => LabeledFrame;

/** Every operation applyPostProcessing knows, by Superset's name. */
export const OPERATIONS: Record<string, Operation> = {
  flatten,
  pivot,
  rename,
};
