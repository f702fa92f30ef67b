import type { QueryFormData } from '../../core/viz/index.ts';

export interface HandlebarsFormData extends QueryFormData {
  query_mode?: 'aggregate' | 'raw';
  handlebarsTemplate?: string;
  styleTemplate?: string;
  order_by_cols?: string[];
}

export interface HandlebarsRenderProps {
  /** The rendered template: NOT sanitised (chart.tsx sanitises, render-svg keeps the text). */
  html: string;
  css: string;
  /** The template's error, shown instead of the output. */
  error: string | null;
}
