import type { RecordBatch, Schema } from 'apache-arrow';
import type { ResultColumn } from '../../../../server/engine/connectors/connector.ts';

/**
 * A result still streaming in from the engine, in this process: its schema, the record batches
 * so far, and whether it has ended. Readers follow it batch by batch (`batchesFrom`) while the
 * runner adds batches; once the whole result is in the results backend the entry goes away.
 */
export class LiveResult {
  readonly batches: RecordBatch[] = [];
  rowCount = 0;
  ended = false;
  error: Error | null = null;
  private waiters: (() => void)[] = [];
  private markStored!: () => void;
  /** Resolves once the whole result is in the results backend (or the run failed). */
  readonly whenStored = new Promise<void>((resolve) => (this.markStored = resolve));

  constructor(
    readonly columns: ResultColumn[],
    readonly schema: Schema,
  ) {}

  push(batch: RecordBatch): void {
    this.batches.push(batch);
    this.rowCount += batch.numRows;
    this.wake();
  }

  /** The run ended: every batch is in (or it failed, and readers stop with the error). */
  end(error: Error | null = null): void {
    this.ended = true;
    this.error = error;
    this.wake();
  }

  /** The whole result is in the results backend (or will never be). */
  stored(): void {
    this.markStored();
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves when there is a batch past `index` or the result has ended. */
  private next(index: number): Promise<void> {
    if (index < this.batches.length || this.ended) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The batches from the first one, each as soon as it is in; throws the run's error if it failed. */
  async *batchesFrom(signal?: AbortSignal): AsyncGenerator<RecordBatch> {
    for (let i = 0; ; i++) {
      await this.next(i);
      if (signal?.aborted) return;
      if (i < this.batches.length) yield this.batches[i]!;
      else if (this.error) throw this.error;
      else return;
    }
  }

  /** Resolves when the run has ended (whatever its outcome). */
  async whenEnded(): Promise<void> {
    while (!this.ended) await this.next(Number.MAX_SAFE_INTEGER);
  }
}

/** This process's results still streaming in, by results key. */
export class LiveResults {
  private readonly byKey = new Map<string, LiveResult>();

  open(key: string, columns: ResultColumn[], schema: Schema): LiveResult {
    const live = new LiveResult(columns, schema);
    this.byKey.set(key, live);
    return live;
  }

  get(key: string): LiveResult | undefined {
    return this.byKey.get(key);
  }

  close(key: string): void {
    this.byKey.delete(key);
  }
}
