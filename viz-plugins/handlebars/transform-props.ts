// ChartProps → the handlebars chart's props: the template precompiled (parse errors surface here,
// without eval) and the context it runs over, `{ data, formData }` (temporal __timestamp values as
// Dates, as Superset's transformProps hands them). Running it is the renderer's: the page imports
// the precompiled spec (a CSP forbids compiling there), the server compiles.
import type { ChartProps } from '../../core/viz/index.ts';
import { DEFAULT_STYLE, DEFAULT_TEMPLATE } from './defaults.ts';
import { handlebars } from './environment.ts';
import type { HandlebarsFormData, HandlebarsRenderProps } from './types.ts';

export default function transformProps(chartProps: ChartProps<HandlebarsFormData>): HandlebarsRenderProps {
  const { formData, queriesData } = chartProps;
  const data = (queriesData[0]?.data ?? []).map((row) =>
    '__timestamp' in row ? { ...row, __timestamp: new Date(row.__timestamp as number) } : row,
  );
  const css = formData.styleTemplate ?? DEFAULT_STYLE;
  const source = formData.handlebarsTemplate ?? DEFAULT_TEMPLATE;
  const context = { data, formData };
  try {
    return { source, spec: handlebars.precompile(source), context, css, error: null };
  } catch (error) {
    return { source, spec: '', context, css, error: error instanceof Error ? error.message : String(error) };
  }
}
