import type { DashboardMetadata } from '../../shared/index.ts';

/** `json_metadata` parsed; anything that is not a JSON object reads as no metadata. Keys kept as they are. */
export function parseMetadata(raw: unknown): DashboardMetadata {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      value = {};
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const metadata = { ...(value as DashboardMetadata) };
  delete metadata.show_native_filters;
  return metadata;
}
