import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { manifestCsv, rangeManifestCsv, type ArchiveFile } from './tag-archive';

const file = (tagIndex: number, metadata: Record<string, string> = {}): ArchiveFile => ({
  name: `tag-${tagIndex}.eps`,
  sha256: `hash-${tagIndex}`,
  tagId: `id-${tagIndex}`,
  tagIndex,
  shortCode: `code${tagIndex}`,
  metadata,
});

const rowsOf = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').trim(), { newline: '\r\n' }).data;

describe('manifestCsv', () => {
  it('lists each file with its tag, short link and SHA-256, then one column per metadata key', () => {
    const files = [file(7, { size: 'M', colour: 'red' }), file(8, { size: 'L' })];
    const rows = rowsOf(manifestCsv(files, 'https://x.test/s/'));
    expect(rows[0]).toEqual(['file', 'tag_id', 'tag_index', 'short_code', 'short_url', 'sha256', 'colour', 'size']);
    expect(rows[1]).toEqual(['tag-7.eps', 'id-7', '7', 'code7', 'https://x.test/s/code7', 'hash-7', 'red', 'M']);
    expect(rows[2]!.slice(6)).toEqual(['', 'L']);
  });

  it('keeps a metadata key named like a fixed column apart', () => {
    const rows = rowsOf(manifestCsv([file(1, { sha256: 'mine', note: 'x' })], ''));
    expect(rows[0]!.slice(6)).toEqual(['note', 'metadata:sha256']);
    expect(rows[1]!.slice(6)).toEqual(['x', 'mine']);
  });

  it('writes every value exactly, formulas and all, as UTF-8 after a byte-order mark', () => {
    const csv = manifestCsv([file(1, { a: '=1+1', b: '-1+2', c: '@SUM(A1)', d: 'Größe 日本', e: ' "quoted", ' })], '');
    expect(csv.startsWith('\uFEFFfile,')).toBe(true);
    expect(rowsOf(csv)[1]!.slice(6)).toEqual(['=1+1', '-1+2', '@SUM(A1)', 'Größe 日本', ' "quoted", ']);
  });
});

describe('rangeManifestCsv', () => {
  it('joins runs of consecutive indexes with equal metadata, in the range form /metadata reads', () => {
    const files = [
      file(12, { size: 'L' }),
      file(10, { size: 'M' }),
      file(11, { size: 'M' }),
      file(13, { size: 'L' }),
      // A gap starts a new run even with the same metadata.
      file(15, { size: 'L' }),
      file(16),
    ];
    expect(rowsOf(rangeManifestCsv(files))).toEqual([
      ['tag_index_start', 'tag_index_end', 'size'],
      ['10', '11', 'M'],
      ['12', '13', 'L'],
      ['15', '15', 'L'],
      ['16', '16', ''],
    ]);
  });

  it('is one row for an archive of tags without metadata', () => {
    expect(rowsOf(rangeManifestCsv([file(0), file(1), file(2)]))).toEqual([
      ['tag_index_start', 'tag_index_end'],
      ['0', '2'],
    ]);
  });
});
