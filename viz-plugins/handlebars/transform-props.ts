// ChartProps → the handlebars chart's output: the template run over `{ data }` (temporal
// __timestamp values as Dates, as Superset's transformProps hands them), with Superset's helpers.
import { getNumberFormatter, type ChartProps } from '../../core/viz/index.ts';
import { createHandlebars } from '../../core/viz/template/handlebars.ts';
import { DEFAULT_STYLE, DEFAULT_TEMPLATE } from './defaults.ts';
import type { HandlebarsFormData, HandlebarsRenderProps } from './types.ts';

const handlebars = createHandlebars((format, value) => getNumberFormatter(format)(value));

export default function transformProps(chartProps: ChartProps<HandlebarsFormData>): HandlebarsRenderProps {
  const { formData, queriesData } = chartProps;
  const data = (queriesData[0]?.data ?? []).map((row) =>
    '__timestamp' in row ? { ...row, __timestamp: new Date(row.__timestamp as number) } : row,
  );
  const css = formData.styleTemplate ?? DEFAULT_STYLE;
  try {
    const template = handlebars.compile(formData.handlebarsTemplate ?? DEFAULT_TEMPLATE);
    return { html: template({ data, formData }), css, error: null };
  } catch (error) {
    return { html: '', css, error: error instanceof Error ? error.message : String(error) };
  }
}
