import Papa from 'papaparse';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ArchiveFile {
  name: string;
  bytes: Uint8Array;
  tagId: string;
  tagIndex: number;
  shortCode: string;
  /** The tag's metadata (000 §3), {} when it has none. */
  metadata: Record<string, string>;
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const MANIFEST_COLUMNS = ['file', 'tag_id', 'tag_index', 'short_code', 'short_url', 'sha256'];
const RANGE_COLUMNS = ['tag_index_start', 'tag_index_end'];

/** Every metadata key of the archive's tags, sorted, as the column it is written under. */
function metadataColumns(files: ArchiveFile[], taken: string[]): { key: string; column: string }[] {
  const keys = new Set(files.flatMap((file) => Object.keys(file.metadata)));
  // A key named like a fixed column is written as `metadata:key` so neither is lost.
  return [...keys].sort().map((key) => ({ key, column: taken.includes(key) ? `metadata:${key}` : key }));
}

const csv = (fields: string[], data: unknown[][]) =>
  `${Papa.unparse({ fields, data }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;

/**
 * manifest.csv (001 §7): a row per file with its tag, the tag's short link (base-62 of the id), the
 * file's SHA-256, so a printer can check every file it received, and a column per metadata key.
 */
export async function manifestCsv(files: ArchiveFile[], shortLinkBase: string): Promise<string> {
  const keys = metadataColumns(files, MANIFEST_COLUMNS);
  // All at once: the browser hashes off the page's thread, so waiting on each in turn only adds hops.
  const hashes = await Promise.all(files.map((file) => sha256(file.bytes)));
  const rows = files.map((file, index) => [
    file.name,
    file.tagId,
    file.tagIndex,
    file.shortCode,
    `${shortLinkBase}${file.shortCode}`,
    hashes[index],
    ...keys.map(({ key }) => file.metadata[key] ?? ''),
  ]);
  return csv([...MANIFEST_COLUMNS, ...keys.map(({ column }) => column)], rows);
}

/**
 * manifest-ranges.csv: runs of consecutive tag indexes with the same metadata as one row each, in the
 * range form /metadata reads back (tag_index_start, tag_index_end, one column per key).
 */
export function rangeManifestCsv(files: ArchiveFile[]): string {
  const keys = metadataColumns(files, RANGE_COLUMNS);
  const rows: unknown[][] = [];
  let previous: { index: number; values: string } | undefined;
  for (const file of [...files].sort((a, b) => a.tagIndex - b.tagIndex)) {
    const values = keys.map(({ key }) => file.metadata[key] ?? '');
    const joined = JSON.stringify(values);
    const last = rows.at(-1);
    if (last && previous && file.tagIndex === previous.index + 1 && joined === previous.values) {
      last[1] = file.tagIndex;
    } else {
      rows.push([file.tagIndex, file.tagIndex, ...values]);
    }
    previous = { index: file.tagIndex, values: joined };
  }
  return csv([...RANGE_COLUMNS, ...keys.map(({ column }) => column)], rows);
}

/**
 * The files and extra entries as one zip by fflate's streaming writer: text deflated at level 9, PNGs
 * stored as they are, being deflated already. (fflate's AsyncZipDeflate starts a worker per file: 15
 * times slower here for 10,000 EPS files, docs/benchmarks.md.)
 */
export function zipArchive(entries: { name: string; bytes: Uint8Array }[]): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      chunks.push(chunk as Uint8Array<ArrayBuffer>);
      if (final) resolve(new Blob(chunks, { type: 'application/zip' }));
    });
    for (const { name, bytes } of entries) {
      const file = name.endsWith('.png') ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 9 });
      zip.add(file);
      file.push(bytes, true);
    }
    zip.end();
  });
}
