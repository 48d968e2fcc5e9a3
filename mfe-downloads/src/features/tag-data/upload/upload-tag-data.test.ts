import { ApiError } from 'shared';
import { describe, expect, it, vi } from 'vitest';
import {
  TagDataOutcomeUnknownError,
  uploadTagDataFile,
  type TagDataUploadResult,
  type TagDataUploadTransport,
} from './upload-tag-data';

const A = '0b7e3c52-8f1a-4d2e-9c3b-1a2b3c4d5e6f';
const CSV = `tag_id,colour\n${A},red\n${A.replace('0b', '1b')},blue\n`;

/** A transport answering the session and parts, with the commit and the DELETE given by the test. */
function fakeTransport(
  commit: () => Promise<TagDataUploadResult>,
  deleteStatus: number,
  maxRows = 1_000_000,
): TagDataUploadTransport & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    createSession: () => {
      calls.push('create');
      return Promise.resolve({ id: 's1', part_bytes: 1_000_000, max_rows: maxRows });
    },
    putPart: (_id, part) => {
      calls.push(`part ${part}`);
      return Promise.resolve({});
    },
    commit: () => {
      calls.push('commit');
      return commit();
    },
    abandon: () => {
      calls.push('delete');
      return Promise.resolve(deleteStatus);
    },
  };
}

const lost = () => Promise.reject(new ApiError('The upload could not reach the server.', 'NETWORK_ERROR', 0));
const answered = (status: number) => () =>
  Promise.reject(new ApiError(`Upload failed (${status}).`, 'HTTP_ERROR', status));

describe('uploadTagDataFile when the commit fails', () => {
  it('answers stored when the commit answer was lost and the session is gone (404): the commit deleted it', async () => {
    const transport = fakeTransport(lost, 404);
    await expect(uploadTagDataFile(CSV, 'metadata', transport, vi.fn())).resolves.toEqual({ rows: 2 });
    expect(transport.calls).toEqual(['create', 'part 1', 'commit', 'delete']);
  });

  it('answers the commit error (nothing stored) when the answer was lost but the DELETE removed the session', async () => {
    const transport = fakeTransport(lost, 204);
    const error = await uploadTagDataFile(CSV, 'metadata', transport, vi.fn()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(TagDataOutcomeUnknownError);
  });

  for (const [label, commit] of [
    ['a 502 from a proxy', answered(502)],
    ['a 504 from a proxy', answered(504)],
    ['a lost answer', lost],
  ] as const) {
    it(`says the outcome is unknown after ${label} when the DELETE does not tell`, async () => {
      for (const deleteStatus of [0, 500, 502]) {
        await expect(uploadTagDataFile(CSV, 'metadata', fakeTransport(commit, deleteStatus), vi.fn())).rejects.toThrow(
          TagDataOutcomeUnknownError,
        );
      }
    });
  }

  it('answers the commit error when the commit refused (4xx): nothing was applied', async () => {
    const transport = fakeTransport(answered(409), 404);
    const error = await uploadTagDataFile(CSV, 'metadata', transport, vi.fn()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });

  it('answers the result of a commit that answered', async () => {
    const transport = fakeTransport(() => Promise.resolve({ rows: 2, tags_updated: 2 }), 404);
    await expect(uploadTagDataFile(CSV, 'metadata', transport, vi.fn())).resolves.toEqual({ rows: 2, tags_updated: 2 });
    expect(transport.calls).toEqual(['create', 'part 1', 'commit']);
  });
});

describe('uploadTagDataFile and the session limits', () => {
  it("refuses a file with more rows than the session's max_rows before sending a part, and abandons the session", async () => {
    const transport = fakeTransport(() => Promise.resolve({ rows: 2, tags_updated: 2 }), 204, 1);
    await expect(uploadTagDataFile(CSV, 'metadata', transport, vi.fn())).rejects.toThrow(
      'The file has 2 rows; an upload takes 1 at most. Split it into smaller files.',
    );
    expect(transport.calls).toEqual(['create', 'delete']);
  });
});
