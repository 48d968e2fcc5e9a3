import { describe, expect, it } from 'vitest';
import { TagDataCsvError } from '../csv/parse-tag-data-csv';
import { uploadCheckedFile, type TagDataUploadTransport } from './upload-tag-data';
import { parseTagStatusCsv } from '../csv/parse-tag-status-csv';

/** A transport that answers every step and keeps what was sent. */
function recordingTransport() {
  const sent: { kinds: string[]; parts: string[]; commits: string[] } = { kinds: [], parts: [], commits: [] };
  const transport: TagDataUploadTransport = {
    createSession: (kind) => {
      sent.kinds.push(kind);
      return Promise.resolve({ id: 's1', part_bytes: 1_000_000, max_rows: 2_000_000 });
    },
    putPart: async (_id, _part, body) => {
      sent.parts.push(await body.text());
      return {};
    },
    commit: async (_id, body) => {
      sent.commits.push(await body.text());
      return { rows: 2, tags_updated: 2 };
    },
    abandon: () => Promise.resolve(204),
  };
  return { sent, transport };
}

const upload = (csv: string, transport: TagDataUploadTransport) =>
  uploadCheckedFile(
    (onProgress) => parseTagStatusCsv(csv, onProgress),
    'status',
    transport,
    () => undefined,
  );

describe('a tag status CSV through the upload session', () => {
  it("starts a session of kind 'status', sends the rows as lines of one part and commits their count", async () => {
    const { sent, transport } = recordingTransport();
    await expect(upload('tag_index,status,reason\n3,blacklisted,duplicate\n4,inactive,\n', transport)).resolves.toEqual(
      { rows: 2, tags_updated: 2 },
    );
    expect(sent.kinds).toEqual(['status']);
    expect(sent.parts).toEqual([
      '{"row":2,"tag_index":3,"status":"blacklisted","reason":"duplicate"}\n{"row":3,"tag_index":4,"status":"inactive"}\n',
    ]);
    expect(sent.commits).toEqual(['{"parts":1,"rows":2}']);
  });

  it('starts no session for a file with a bad row', async () => {
    const { sent, transport } = recordingTransport();
    await expect(upload('tag_index,status\n3,lost\n', transport)).rejects.toBeInstanceOf(TagDataCsvError);
    expect(sent.kinds).toEqual([]);
  });
});
