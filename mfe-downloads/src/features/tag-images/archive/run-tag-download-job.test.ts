import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runTagImageJob, type ArchiveTag, type TagImageJobSpec } from './run-tag-download-job';
import { TagFilePool } from '../worker/tag-file-pool';

const job: TagImageJobSpec = {
  projectId: 'p1',
  collectionId: 'c1',
  fileName: 'Silk-eps-k-1-of-1',
  collectionName: 'Silk',
  archiveNumber: 1,
  archiveTotal: 1,
  startTagOffset: 0,
  tagCount: 4,
  imageFormatOption: 'EPS',
  pngSize: 1000,
  pdfTagSize: 20,
  pdfTagMargin: 5,
  printColour: 'cmyk',
  bleedMm: 0,
  cropMarks: false,
  hubImageOption: 'NO_LOGO',
  hubImageBase64Data: '',
};

// Indexes whose plain digits would sort 10 before 9 and 100 before 11.
const tags: ArchiveTag[] = [9, 10, 11, 100].map((sequenceNumber) => ({
  id: `00000000-0000-4000-8000-${String(sequenceNumber).padStart(12, '0')}`,
  seed: sequenceNumber.toString(16).padStart(32, '0'),
  version: 1,
  sequenceNumber,
  shortCode: `Ab${sequenceNumber}`,
  tagMetadata: [{ data: { note: '=1+1', size: 'Größe 日本' } }],
}));

// jsdom's Blob has no arrayBuffer().
const unzipped = (archive: Blob) =>
  new Promise<Record<string, Uint8Array>>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(unzipSync(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(archive);
  });

// The page fetches the proof sheet's font from the build; here the server is the file.
const font = readFileSync(
  join(import.meta.dirname, '../../../../node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
);
afterEach(() => vi.restoreAllMocks());

describe('runTagImageJob', () => {
  it('names tag files so that sorting by name is print order, and writes the manifests as raw data', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(font));
    // jsdom has no Worker: the pool draws on the page, as a browser without workers would.
    const pool = new TagFilePool();
    const files = await unzipped(await runTagImageJob(job, Promise.resolve(tags), pool, () => undefined));
    const tagFiles = Object.keys(files).filter((name) => name.endsWith('.eps'));
    expect(tagFiles).toEqual(['000009-Ab9.eps', '000010-Ab10.eps', '000011-Ab11.eps', '000100-Ab100.eps']);
    expect([...tagFiles].sort()).toEqual(tagFiles);

    const byteOrderMark = [0xef, 0xbb, 0xbf];
    expect([...files['manifest.csv']!.subarray(0, 3)]).toEqual(byteOrderMark);
    expect([...files['manifest-ranges.csv']!.subarray(0, 3)]).toEqual(byteOrderMark);
    // TextDecoder, under strFromU8, drops the byte-order mark.
    const rows = strFromU8(files['manifest.csv']!).trim().split('\r\n');
    expect(rows[0]).toBe('file,tag_id,tag_index,short_code,short_url,sha256,note,size');
    expect(rows[1]).toMatch(/^000009-Ab9\.eps,.*,=1\+1,Größe 日本$/);
    expect(strFromU8(files['manifest-ranges.csv']!)).toBe(
      'tag_index_start,tag_index_end,note,size\r\n9,11,=1+1,Größe 日本\r\n100,100,=1+1,Größe 日本\r\n',
    );
    expect(strFromU8(files['README.txt']!)).toContain('raw data for print software');
    expect(Object.keys(files)).toContain('proof-sheet.pdf');
  });
});
