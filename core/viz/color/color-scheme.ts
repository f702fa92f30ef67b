/** A colour scheme as Superset's registries hold it (superset-ui-core/src/color/ColorScheme.ts). */
export interface ColorScheme {
  id: string;
  label: string;
  colors: readonly string[];
  description?: string;
  /** 'featured' schemes come first in the picker. */
  group?: 'featured' | 'other' | 'custom';
}

export interface SequentialScheme extends ColorScheme {
  isDiverging: boolean;
}
