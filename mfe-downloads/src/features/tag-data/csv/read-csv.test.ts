import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv';

interface SpectrumCase {
  name: string;
  csv: Buffer;
  json: Buffer;
}

const spectrum = createRequire(import.meta.url)('csv-spectrum') as (
  callback: (error: Error | null, cases: SpectrumCase[]) => void,
) => void;
const cases = await new Promise<SpectrumCase[]>((resolve, reject) =>
  spectrum((error, found) => (error ? reject(error) : resolve(found))),
);

/** csv-spectrum 2.0.0's location_coordinates.json is one object and its phone number is not the CSV's. */
function expectedOf(name: string, expected: unknown): Record<string, string>[] {
  if (name !== 'location_coordinates') return expected as Record<string, string>[];
  return [{ ...(expected as Record<string, string>), 'Contact Phone Number': '2095257564' }];
}

/** Records as csv-spectrum's JSON has them: objects keyed by the header, blank lines left out. */
function objectsOf(records: { fields: string[] }[]): Record<string, string>[] {
  const [header, ...rows] = records;
  return rows
    .filter((row) => row.fields.some((field) => field !== ''))
    .map((row) => Object.fromEntries(header!.fields.map((name, index) => [name, row.fields[index] ?? ''])));
}

describe('readCsv on csv-spectrum', () => {
  it('has the suite', () => expect(cases.length).toBeGreaterThanOrEqual(12));

  for (const { name, csv, json } of cases) {
    it(`reads ${name} as csv-spectrum says, without a problem`, async () => {
      const { records, problems } = await readCsv(csv.toString('utf8'));
      expect(problems).toEqual([]);
      expect(objectsOf(records)).toEqual(expectedOf(name, JSON.parse(json.toString('utf8'))));
    });
  }
});

describe('readCsv on hostile files', () => {
  it('reports a quote never closed with the line and column it opens on, and merges no line', async () => {
    const { records, problems } = await readCsv('tag_id,colour\r\nA,red\r\nB,"blue\r\nC,green\r\nD,grey\r\n');
    expect(problems).toEqual([{ line: 3, column: 2, message: 'the quoted value that starts here is never closed' }]);
    expect(records.map((record) => record.line)).toEqual([1, 2, 3]);
  });

  it('splits a CRLF header followed by LF rows into its lines, each record with its own line', async () => {
    const { records, problems } = await readCsv('tag_id,colour\r\nA,red\nB,blue\nC,green\n');
    expect(problems).toEqual([]);
    expect(records.map(({ line, fields }) => [line, ...fields])).toEqual([
      [1, 'tag_id', 'colour'],
      [2, 'A', 'red'],
      [3, 'B', 'blue'],
      [4, 'C', 'green'],
      [5, ''],
    ]);
  });

  it('numbers records after a quoted value over two lines by the line they start on', async () => {
    const { records } = await readCsv('a,b\n1,"x\ny"\n2,3');
    expect(records.map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it('reports a malformed quote with its line and column, and the line papaparse merged into it', async () => {
    const { problems } = await readCsv('a,b\n1,2\n3,"x"y\n4,5');
    expect(problems).toEqual([
      { line: 3, column: 2, message: 'Trailing quote on quoted field is malformed' },
      { line: 3, column: 2, message: 'Quoted field unterminated' },
      { line: 4, message: 'the file has 4 lines but 3 records were read; a line may have been merged into another' },
    ]);
  });
});

describe('readCsv paused every few records', () => {
  it('reports a malformed quote after several pauses with its own line and column', async () => {
    const progress: number[] = [];
    const text = 'a,b\n1,2\n3,4\n5,6\n"a,b,c","x"y\n7,8\n9,10\n11,12\n13,14\n';
    const { problems } = await readCsv(text, (percent) => progress.push(percent), 2);
    expect(problems[0]).toEqual({ line: 5, column: 2, message: 'Trailing quote on quoted field is malformed' });
    expect(problems.filter((problem) => problem.column !== undefined).every((problem) => problem.line === 5)).toBe(
      true,
    );
  });

  it('reports progress that rises through the file to 100', async () => {
    const progress: number[] = [];
    const text = ['a,b', ...Array.from({ length: 99 }, (_, index) => `${index},"x,${index}"`)].join('\n');
    const { problems } = await readCsv(text, (percent) => progress.push(percent), 10);
    expect(problems).toEqual([]);
    expect(progress.length).toBeGreaterThanOrEqual(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.slice(0, -1).every((percent, index) => percent < progress[index + 1]!)).toBe(true);
    expect(progress[4]).toBeGreaterThanOrEqual(40);
    expect(progress.at(-1)).toBe(100);
  });
});
