import type { GenericDataType } from '../connectors/connector.ts';
import { columnsUnder, type LabeledFrame } from './labeled-frame.ts';
import { numpyFunction, type Reducer } from './numpy-functions.ts';
import type { Options } from './options.ts';

export interface AggregateSpec {
  /** The output column. */
  name: string;
  /** The source column. */
  column: string;
  reduce: Reducer;
  type: GenericDataType;
  values: unknown[];
}

/**
 * Reads `aggregates` ({"<out>": {"operator", "column"?, "options"?}}) as Superset's
 * _get_aggregate_funcs does, with its messages.
 */
export function readAggregates(opts: Options, frame: LabeledFrame, required: boolean): AggregateSpec[] {
  const raw = opts.object('aggregates');
  if (!raw || Object.keys(raw).length === 0) {
    if (required) throw opts.fail('aggregates', 'must include at least one aggregate');
    return [];
  }
  const out: AggregateSpec[] = [];
  for (const [name, spec] of Object.entries(raw)) {
    if (!spec || typeof spec !== 'object' || Array.isArray(spec))
      throw opts.fail('aggregates', `entry "${name}" must be an object`);
    const s = spec as Record<string, unknown>;
    for (const key of Object.keys(s)) {
      if (!['operator', 'column', 'options'].includes(key))
        throw opts.fail('aggregates', `entry "${name}" has an unknown key "${key}"`);
    }
    const column = s.column ?? name;
    if (typeof column !== 'string') throw opts.fail('aggregates', `entry "${name}" has a column that is not a name`);
    const source = columnsUnder(frame, column)[0];
    if (!source) throw opts.fail('aggregates', `Column referenced by aggregate is undefined: ${column}`);
    if (s.operator === undefined || s.operator === null)
      throw opts.fail('aggregates', `Operator undefined for aggregator: ${name}`);
    if (typeof s.operator !== 'string')
      throw opts.fail('aggregates', `entry "${name}" has an operator that is not a name`);
    const fnOptions = s.options ?? {};
    if (typeof fnOptions !== 'object' || Array.isArray(fnOptions))
      throw opts.fail('aggregates', `entry "${name}" has options that are not an object`);
    try {
      const fn = numpyFunction(s.operator, fnOptions as Record<string, unknown>);
      out.push({ name, column, reduce: fn.reduce, type: fn.type(source.type), values: source.values });
    } catch (e) {
      throw opts.fail('aggregates', `entry "${name}": ${(e as Error).message}`);
    }
  }
  return out;
}

/** The cells of `values` at `rows`. */
export function pick(values: readonly unknown[], rows: readonly number[]): unknown[] {
  const out = new Array<unknown>(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = values[rows[i]!];
  return out;
}
