// The chart's Handlebars environment: Superset's helpers, numbers through the SDK's formatter.
import { getNumberFormatter } from '../../core/viz/index.ts';
import { createHandlebars } from '../../core/viz/template/handlebars.ts';

export const handlebars = createHandlebars((format, value) => getNumberFormatter(format)(value));
