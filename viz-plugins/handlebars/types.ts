import type { QueryFormData } from '../../core/viz/index.ts';

export interface HandlebarsFormData extends QueryFormData {
  query_mode?: 'aggregate' | 'raw';
  handlebarsTemplate?: string;
  styleTemplate?: string;
  order_by_cols?: string[];
}

export interface HandlebarsRenderProps {
  /** The template's source (the server compiles it; a page's CSP forbids that). */
  source: string;
  /** The template precompiled to the JavaScript source of its spec (no eval): what a page runs. */
  spec: string;
  /** What the template runs over: `{ data, formData }`, temporal `__timestamp` values as Dates. */
  context: { data: Record<string, unknown>[]; formData: HandlebarsFormData };
  css: string;
  /** The template's parse error, shown instead of the output. */
  error: string | null;
}
