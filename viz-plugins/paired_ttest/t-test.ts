// The paired t-test table's statistics, as Superset's legacy paired t-test (TTestTable) computes
// them: each group against the control group, over the values paired by time.
import { studentTCdf } from './student-t.ts';

/** Two-sided p-value of the paired t-test of `values` against `control` (same length, paired). */
export function pairedPValue(control: readonly number[], values: readonly number[]): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let i = 0; i < Math.min(control.length, values.length); i++) {
    const diff = control[i]! - values[i]!;
    if (Number.isFinite(diff)) {
      n += 1;
      sum += diff;
      sumSq += diff * diff;
    }
  }
  const t = -Math.abs(sum * Math.sqrt((n - 1) / (n * sumSq - sum * sum)));
  return 2 * studentTCdf(t, n - 1);
}

/** Lift of `values` over `control` in percent: (Σvalues − Σcontrol) / Σcontrol × 100. */
export function liftPercent(control: readonly number[], values: readonly number[]): number {
  let sumValues = 0;
  let sumControl = 0;
  values.forEach((v, i) => {
    sumValues += v;
    sumControl += control[i] ?? 0;
  });
  return ((sumValues - sumControl) / sumControl) * 100;
}
