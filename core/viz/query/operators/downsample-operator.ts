import { getXAxisLabel } from '../get-x-axis.ts';
import type { PostProcessingRule, QueryFormData } from '../query-types.ts';

export type DownsampleMethod = 'lttb' | 'm4';

/** What the host asks for (BuildQueryOptions.downsample), optionally with the method. */
export interface DownsampleRequest {
  /** The chart's width in pixels. */
  width: number;
  method?: DownsampleMethod;
}

/**
 * Loupe's downsample rule (issue 12 point 4; never sent by Superset's client): thin the series on
 * the x-axis to twice the chart's pixel width, LTTB unless M4 is asked. Nothing when the host did
 * not ask or the chart has no x-axis. Plugins put it last in post_processing:
 * `downsampleOperator(formData, options?.downsample)`.
 */
export function downsampleOperator(
  formData: QueryFormData,
  downsample: DownsampleRequest | undefined,
): PostProcessingRule | undefined {
  if (!downsample) return undefined;
  const width = Math.floor(downsample.width);
  const x = getXAxisLabel(formData);
  if (!Number.isFinite(width) || width < 2 || !x) return undefined;
  return { operation: 'downsample', options: { method: downsample.method ?? 'lttb', x, points: 2 * width } };
}
