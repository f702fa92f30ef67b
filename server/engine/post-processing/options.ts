import { PostProcessingError } from './post-processing-error.ts';

/**
 * Checks on one operation's options. Every message names the operation and the option, e.g.
 * `rolling: option "window" must be an integer between 1 and 10000`.
 */
export class Options {
  constructor(
    readonly operation: string,
    private readonly raw: Record<string, unknown>,
    allowed: readonly string[],
  ) {
    for (const key of Object.keys(raw)) {
      if (!allowed.includes(key))
        throw this.fail(key, `is not an option of ${operation} (allowed: ${allowed.join(', ')})`);
    }
  }

  static of(operation: string, options: unknown, allowed: readonly string[]): Options {
    if (options === undefined || options === null) return new Options(operation, {}, allowed);
    if (typeof options !== 'object' || Array.isArray(options)) {
      throw new PostProcessingError(`${operation}: options must be an object`);
    }
    return new Options(operation, options as Record<string, unknown>, allowed);
  }

  fail(option: string, message: string): PostProcessingError {
    return new PostProcessingError(`${this.operation}: option "${option}" ${message}`);
  }

  error(message: string): PostProcessingError {
    return new PostProcessingError(`${this.operation}: ${message}`);
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined && this.raw[key] !== null;
  }

  value(key: string): unknown {
    return this.raw[key];
  }

  bool(key: string, fallback: boolean): boolean {
    const v = this.raw[key];
    if (v === undefined || v === null) return fallback;
    if (typeof v !== 'boolean') throw this.fail(key, 'must be true or false');
    return v;
  }

  string(key: string): string | undefined {
    const v = this.raw[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string') throw this.fail(key, 'must be a string');
    return v;
  }

  requiredString(key: string): string {
    const v = this.string(key);
    if (v === undefined || v === '') throw this.fail(key, 'is required');
    return v;
  }

  oneOf<T extends string>(key: string, choices: readonly T[], fallback?: T): T {
    const v = this.raw[key];
    if ((v === undefined || v === null) && fallback !== undefined) return fallback;
    if (typeof v !== 'string' || !choices.includes(v as T)) {
      throw this.fail(
        key,
        `must be one of ${choices.join(', ')}${v === undefined || v === null ? '' : ` (got ${JSON.stringify(v)})`}`,
      );
    }
    return v as T;
  }

  number(key: string): number | undefined {
    const v = this.raw[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) throw this.fail(key, 'must be a number');
    return v;
  }

  integer(key: string, min: number, max: number): number | undefined {
    const v = this.raw[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      throw this.fail(key, `must be an integer between ${min} and ${max}`);
    }
    return v;
  }

  /** A list of strings; a single string is taken as a list of one (Superset's scalar_to_sequence). */
  strings(key: string): string[] | undefined {
    const v = this.raw[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return [v];
    if (!Array.isArray(v) || v.some((s) => typeof s !== 'string'))
      throw this.fail(key, 'must be a list of column names');
    return v as string[];
  }

  /** A mapping of column names to names. */
  mapping(key: string): Map<string, string> | undefined {
    return this.anyMapping(key, false) as Map<string, string> | undefined;
  }

  /** A mapping of column names to names or null. */
  nullableMapping(key: string): Map<string, string | null> | undefined {
    return this.anyMapping(key, true);
  }

  private anyMapping(key: string, nullable: boolean): Map<string, string | null> | undefined {
    const v = this.raw[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'object' || Array.isArray(v))
      throw this.fail(key, 'must be an object mapping column names to names');
    const out = new Map<string, string | null>();
    for (const [k, to] of Object.entries(v as Record<string, unknown>)) {
      if (typeof to === 'string' || (nullable && to === null)) out.set(k, to);
      else
        throw this.fail(
          key,
          `must map each column to a ${nullable ? 'name or null' : 'name'} (${JSON.stringify(k)} maps to ${JSON.stringify(to)})`,
        );
    }
    return out;
  }

  object(key: string): Record<string, unknown> | undefined {
    const v = this.raw[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'object' || Array.isArray(v)) throw this.fail(key, 'must be an object');
    return v as Record<string, unknown>;
  }
}
