/**
 * A post-processing rule that cannot be applied: an unknown operation, bad options, or columns
 * the frame does not have. The chart data service answers it as HTTP 400 with its message, as
 * Superset answers its InvalidPostProcessingError.
 */
export class PostProcessingError extends Error {
  override readonly name = 'PostProcessingError';
}
