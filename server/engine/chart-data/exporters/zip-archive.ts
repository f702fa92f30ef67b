import { zipSync, type Zippable } from 'fflate';

/**
 * A ZIP archive of whole files, stored (not compressed) as Superset stores them: what several
 * queries exported to CSV or XLSX come back as (`query_1.csv`, `query_2.csv`, …). fflate writes it.
 */
export function zipArchive(files: readonly { name: string; data: Uint8Array }[]): Buffer {
  const entries: Zippable = Object.fromEntries(files.map((f) => [f.name, [f.data, { level: 0 }]]));
  const zip = zipSync(entries);
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}
