import Papa from 'papaparse';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ArchiveFile {
  name: string;
  bytes: Uint8Array;
  tagId: string;
  tagIndex: number;
  shortCode: string;
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * manifest.csv (001 §7): a row per file with its tag, the tag's short link (base-62 of the id) and
 * the file's SHA-256, so a printer can check every file it received.
 */
export async function manifestCsv(files: ArchiveFile[], shortLinkBase: string): Promise<string> {
  const rows = [];
  for (const file of files) {
    rows.push({
      file: file.name,
      tag_id: file.tagId,
      tag_index: file.tagIndex,
      short_code: file.shortCode,
      short_url: `${shortLinkBase}${file.shortCode}`,
      sha256: await sha256(file.bytes),
    });
  }
  return `${Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
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
