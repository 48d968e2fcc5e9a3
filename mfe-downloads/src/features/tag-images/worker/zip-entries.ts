import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A file as a zip stores it: `data` deflated (compression 8) or not (0), `crc` and `size` of the original. */
export interface ZipEntry {
  name: string;
  data: Uint8Array;
  crc: number;
  size: number;
  compression: number;
}

/**
 * One file made ready for the zip, wherever that runs (the tag file workers): deflated at level 9, or
 * stored when it is compressed already (PNG), with its CRC-32 taken by fflate's own zip streams.
 */
export function zipEntryOf(name: string, bytes: Uint8Array, deflate: boolean): ZipEntry {
  const stream = deflate ? new ZipDeflate(name, { level: 9 }) : new ZipPassThrough(name);
  const chunks: Uint8Array[] = [];
  stream.ondata = (error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  };
  stream.push(bytes, true);
  return { name, data: joined(chunks), crc: stream.crc, size: stream.size, compression: stream.compression };
}

function joined(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return all;
}

/** An entry whose bytes are ready: the zip takes them as they are, its headers from the entry. */
class ReadyEntry extends ZipPassThrough {
  constructor({ name, crc, size, compression }: ZipEntry) {
    super(name);
    this.crc = crc;
    this.size = size;
    this.compression = compression;
  }

  // ZipPassThrough's own push would take the CRC and size of the deflated bytes, not of the file.
  override push(chunk: Uint8Array, final = false): void {
    this.ondata(null, chunk as Uint8Array<ArrayBuffer>, final);
  }
}

/**
 * The entries as one zip by fflate's streaming writer, which only gathers them: deflating and CRCs were
 * done before, on the workers for tag files. (fflate's AsyncZipDeflate starts a worker per file: 15 times
 * slower here for 10,000 EPS files, docs/benchmarks.md.)
 */
export function zipArchive(entries: ZipEntry[]): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      chunks.push(chunk as Uint8Array<ArrayBuffer>);
      if (final) resolve(new Blob(chunks, { type: 'application/zip' }));
    });
    for (const entry of entries) {
      const file = new ReadyEntry(entry);
      zip.add(file);
      file.push(entry.data, true);
    }
    zip.end();
  });
}
