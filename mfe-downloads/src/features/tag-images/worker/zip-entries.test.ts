import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { tagFileDrawer } from './tag-file-render';
import { zipArchive, zipEntryOf } from './zip-entries';

const tags = [
  { id: 'tag-a', seed: '0123456789abcdef0123456789abcdef', version: 1 },
  { id: 'tag-b', seed: 'fedcba9876543210fedcba9876543210', version: 1 },
];

// fflate keeps a CRC as a signed 32-bit number; the zip writes the same 32 bits.
const crcOf = (bytes: Uint8Array) => crc32(bytes) | 0;

// jsdom's Blob has no arrayBuffer().
const unzipped = (archive: Blob) =>
  new Promise<Record<string, Uint8Array>>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(unzipSync(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(archive);
  });

describe('zipEntryOf', () => {
  it('deflates a file and records the CRC-32 and size of the original', () => {
    const bytes = strToU8('%!PS '.repeat(1000));
    const entry = zipEntryOf('a.eps', bytes, true);
    expect(entry).toMatchObject({ name: 'a.eps', crc: crcOf(bytes), size: bytes.length, compression: 8 });
    expect(entry.data.length).toBeLessThan(bytes.length / 10);
  });

  it('stores a file that is compressed already as it is', () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    expect(zipEntryOf('a.png', bytes, false)).toEqual({
      name: 'a.png',
      data: bytes,
      crc: crcOf(bytes),
      size: bytes.length,
      compression: 0,
    });
  });
});

describe('zipArchive', () => {
  it('gathers entries made elsewhere into a zip that unzips to the original files', async () => {
    const text = strToU8('tag_id\r\ntag-a\r\n');
    const png = new Uint8Array([137, 80, 78, 71, 9, 9, 9]);
    const files = await unzipped(
      await zipArchive([zipEntryOf('manifest.csv', text, true), zipEntryOf('tag-a.png', png, false)]),
    );
    expect(Object.keys(files)).toEqual(['manifest.csv', 'tag-a.png']);
    expect([...files['manifest.csv']!]).toEqual([...text]);
    expect([...files['tag-a.png']!]).toEqual([...png]);
  });
});

describe('tagFileDrawer', () => {
  it("makes each tag's EPS as a deflated entry with its CRC and the SHA-256 of the file", async () => {
    const drawer = await tagFileDrawer({ format: 'EPS', print: {} });
    const made = await drawer.files(tags);
    const files = await unzipped(await zipArchive(made));
    expect(made.map((file) => file.name)).toEqual(['tag-a.eps', 'tag-b.eps']);
    for (const file of made) {
      const eps = files[file.name]!;
      expect(new TextDecoder().decode(eps.subarray(0, 11))).toBe('%!PS-Adobe-');
      expect(file).toMatchObject({ crc: crcOf(eps), size: eps.length, compression: 8 });
      expect(file.sha256).toBe(createHash('sha256').update(eps).digest('hex'));
    }
  });
});
