/** Anything but printable ASCII and white space may take more than a byte (JSON escapes other controls). */
const NOT_ASCII = /[^ -~\t\n\r]/u;
const encoder = new TextEncoder();

/** Bytes of `text` in UTF-8, without encoding it when it is ASCII (nearly every line of a tag file). */
const utf8Length = (text: string) => (NOT_ASCII.test(text) ? encoder.encode(text).length : text.length);

/**
 * The JSON lines in parts of at most `partBytes` bytes of NDJSON each, in order, every line whole: each
 * part fits the API's (and the gateway's) body limit. A line is at most 65,536 characters, far below it.
 */
export function packParts(lines: string[], partBytes: number): Blob[] {
  const parts: Blob[] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const line of lines) {
    const size = utf8Length(line) + 1;
    if (bytes + size > partBytes && current.length > 0) {
      parts.push(new Blob([current.join('')], { type: 'application/x-ndjson' }));
      current = [];
      bytes = 0;
    }
    current.push(`${line}\n`);
    bytes += size;
  }
  if (current.length > 0) parts.push(new Blob([current.join('')], { type: 'application/x-ndjson' }));
  return parts;
}
