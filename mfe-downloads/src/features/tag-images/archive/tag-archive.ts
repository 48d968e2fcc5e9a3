import Papa from 'papaparse';

export interface ArchiveFile {
  name: string;
  /** The file's SHA-256, hex, as its worker took it. */
  sha256: string;
  tagId: string;
  tagIndex: number;
  shortCode: string;
  /** The tag's metadata (000 §3), {} when it has none. */
  metadata: Record<string, string>;
}

const MANIFEST_COLUMNS = ['file', 'tag_id', 'tag_index', 'short_code', 'short_url', 'sha256'];
const RANGE_COLUMNS = ['tag_index_start', 'tag_index_end'];

/** Every metadata key of the archive's tags, sorted, as the column it is written under. */
function metadataColumns(files: ArchiveFile[], taken: string[]): { key: string; column: string }[] {
  const keys = new Set(files.flatMap((file) => Object.keys(file.metadata)));
  // A key named like a fixed column is written as `metadata:key` so neither is lost.
  return [...keys].sort().map((key) => ({ key, column: taken.includes(key) ? `metadata:${key}` : key }));
}

/**
 * The manifests are data for print software (variable-data runs, the console's metadata upload): every
 * value is written exactly, with no formula guard, which would print as an apostrophe. The byte-order
 * mark makes spreadsheets read them as UTF-8.
 */
const csv = (fields: string[], data: unknown[][]) => `\uFEFF${Papa.unparse({ fields, data }, { newline: '\r\n' })}\r\n`;

/**
 * manifest.csv (001 §7): a row per file with its tag, the tag's short link (base-62 of the id), the
 * file's SHA-256, so a printer can check every file it received, and a column per metadata key.
 */
export function manifestCsv(files: ArchiveFile[], shortLinkBase: string): string {
  const keys = metadataColumns(files, MANIFEST_COLUMNS);
  const rows = files.map((file) => [
    file.name,
    file.tagId,
    file.tagIndex,
    file.shortCode,
    `${shortLinkBase}${file.shortCode}`,
    file.sha256,
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

/** The archive's README.txt: what each file is, and that the manifests are raw data. */
export function archiveReadme(archiveName: string, tagFileExample: string): string {
  return [
    `${archiveName}.zip`,
    '',
    `Tag files are named {tag index}-{short code}, the index zero-padded (e.g. ${tagFileExample}):`,
    'sorted by name, they are in print order.',
    '',
    'manifest.csv: one row per tag file with its tag id, tag index, short code, short link, SHA-256 and',
    'metadata. manifest-ranges.csv: runs of consecutive tag indexes with the same metadata.',
    'Both are raw data for print software (variable-data printing): values are written exactly as stored,',
    'including any that start with =, +, - or @, in UTF-8 with a byte-order mark. A spreadsheet may',
    'read such a value as a formula; import the file as text to see it as it is.',
    '',
    'proof-sheet.pdf: the settings of this archive and its first tags, for checking before printing.',
    '',
  ].join('\r\n');
}
