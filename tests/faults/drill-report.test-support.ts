/**
 * Each drill prints one line per measured recovery, so a run's output holds the table:
 * `FAULT-DRILL <fault> | <what happens now> | recovered in <ms> ms`.
 */
export function reportRecovery(fault: string, outcome: string, ms: number | null): void {
  console.log(`FAULT-DRILL ${fault} | ${outcome} | ${ms === null ? '-' : `recovered in ${ms} ms`}`);
}
