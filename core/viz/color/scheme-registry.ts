import type { ColorScheme, SequentialScheme } from './color-scheme.ts';
import { CATEGORICAL_SCHEMES } from './categorical-schemes.ts';
import { SEQUENTIAL_SCHEMES } from './sequential-schemes.ts';

// The categorical and sequential scheme registries with Superset's defaults (supersetColors,
// superset_seq_1). An unknown id falls back to the default, as Superset's registries do.

export const DEFAULT_CATEGORICAL_SCHEME = 'supersetColors';
export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

const categorical = new Map<string, ColorScheme>(CATEGORICAL_SCHEMES.map((s) => [s.id, s]));
const sequential = new Map<string, SequentialScheme>(SEQUENTIAL_SCHEMES.map((s) => [s.id, s]));

/** Adds a scheme (e.g. an admin's custom one); a scheme with the same id is replaced. */
export function registerCategoricalScheme(scheme: ColorScheme): void {
  categorical.set(scheme.id, scheme);
}

export function registerSequentialScheme(scheme: SequentialScheme): void {
  sequential.set(scheme.id, scheme);
}

export function getCategoricalScheme(id?: string | null): ColorScheme {
  return (id ? categorical.get(id) : undefined) ?? categorical.get(DEFAULT_CATEGORICAL_SCHEME)!;
}

export function getSequentialScheme(id?: string | null): SequentialScheme {
  return (id ? sequential.get(id) : undefined) ?? sequential.get(DEFAULT_SEQUENTIAL_SCHEME)!;
}

export const hasCategoricalScheme = (id: string): boolean => categorical.has(id);
export const hasSequentialScheme = (id: string): boolean => sequential.has(id);

/** For the picker: featured schemes first, then the rest in registration order. */
export function listCategoricalSchemes(): ColorScheme[] {
  const all = [...categorical.values()];
  return [...all.filter((s) => s.group === 'featured'), ...all.filter((s) => s.group !== 'featured')];
}

export function listSequentialSchemes(): SequentialScheme[] {
  return [...sequential.values()];
}
