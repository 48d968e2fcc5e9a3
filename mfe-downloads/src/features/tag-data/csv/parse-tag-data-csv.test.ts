import { describe, expect, it } from 'vitest';
import {
  CUSTOM_ATTRIBUTES_HEADER_MISSING,
  METADATA_HEADERS_MISSING,
  parseTagDataCsv,
  TagDataCsvError,
  type ParsedTagData,
} from './parse-tag-data-csv';

const A = '0b7e3c52-8f1a-4d2e-9c3b-1a2b3c4d5e6f';
const B = '7f9d2a10-3e4b-4c5d-8e6f-7a8b9c0d1e2f';

const linesOf = async (parsed: ParsedTagData) => parsed.lines.map((line) => JSON.parse(line));

describe('parseTagDataCsv', () => {
  it('reads tag_id rows, drops the byte-order mark and blank lines at the end, keeps non-empty values by column', async () => {
    const parsed = await parseTagDataCsv(`\uFEFFtag_id,colour,size\n${A},red,M\n${B},"blue, dark",\n\n\n`, 'metadata');
    expect(parsed.rows).toBe(2);
    expect(await linesOf(parsed)).toEqual([
      { row: 2, tag_id: A, values: { colour: 'red', size: 'M' } },
      { row: 3, tag_id: B, values: { colour: 'blue, dark' } },
    ]);
  });

  it('reports a row of empty values or a blank line before the end by its line, never skipping it', async () => {
    const csv = `tag_id,colour\n${A},red\n,\n"",""\n\n${B},blue\n   \n`;
    const error = await parseTagDataCsv(csv, 'metadata').catch((caught: TagDataCsvError) => caught);
    expect((error as TagDataCsvError).problems).toEqual([
      'Line 3: the line has no values.',
      'Line 4: the line has no values.',
      'Line 5: the line has no values.',
      'Line 7: the line has no values.',
    ]);
  });

  it('says a blank first line must name the columns when data follows, and an empty file is empty', async () => {
    await expect(parseTagDataCsv(`\ntag_id,colour\n${A},red`, 'metadata')).rejects.toThrow(
      'Line 1 is blank: the first line must name the columns.',
    );
    await expect(parseTagDataCsv('\n\n', 'metadata')).rejects.toThrow('The file is empty.');
    await expect(parseTagDataCsv('', 'metadata')).rejects.toThrow('The file is empty.');
  });

  it('takes tagId or tagid as the id column, and ranges by tag_index_start and tag_index_end', async () => {
    expect(await linesOf(await parseTagDataCsv(`tagId,lot\n${A},7`, 'metadata'))).toEqual([
      { row: 2, tag_id: A, values: { lot: '7' } },
    ]);
    expect(await linesOf(await parseTagDataCsv(`lot,tagid\n7,${A}`, 'metadata'))).toEqual([
      { row: 2, tag_id: A, values: { lot: '7' } },
    ]);
    const ranges = await parseTagDataCsv('tag_index_start,tag_index_end,lot\n0,99,A\n100,100,B', 'metadata');
    expect(await linesOf(ranges)).toEqual([
      { row: 2, tag_index_start: 0, tag_index_end: 99, values: { lot: 'A' } },
      { row: 3, tag_index_start: 100, tag_index_end: 100, values: { lot: 'B' } },
    ]);
  });

  it(`refuses a file without the id headers with '${METADATA_HEADERS_MISSING}'`, async () => {
    await expect(parseTagDataCsv('id,colour\n1,red', 'metadata')).rejects.toThrow(METADATA_HEADERS_MISSING);
    await expect(parseTagDataCsv('tag_index_start,colour\n1,red', 'metadata')).rejects.toThrow(
      METADATA_HEADERS_MISSING,
    );
  });

  it("wants a 'tag_id' column for custom attributes, and no ranges", async () => {
    await expect(parseTagDataCsv(`tagId,retailer\n${A},Harrods`, 'custom-attributes')).rejects.toThrow(
      CUSTOM_ATTRIBUTES_HEADER_MISSING,
    );
    await expect(parseTagDataCsv('tag_index_start,tag_index_end,x\n0,1,y', 'custom-attributes')).rejects.toThrow(
      CUSTOM_ATTRIBUTES_HEADER_MISSING,
    );
    expect((await parseTagDataCsv(`tag_id,retailer\n${A},Harrods`, 'custom-attributes')).rows).toBe(1);
  });

  for (const [label, csv, message] of [
    [
      'a tag id that is not one',
      `tag_id,colour\n${A},red\n${B},blue\nnot-a-tag,green`,
      "Row 4, column tag_id: 'not-a-tag' is not a tag id.",
    ],
    [
      'an index that is not a whole number',
      'tag_index_start,tag_index_end\n0,9\n10,1e3',
      "Row 3, column tag_index_end: '1e3' is not a whole number of 0 or more.",
    ],
    [
      'a range that ends before it starts',
      'tag_index_start,tag_index_end\n9,3',
      'Row 2: tag_index_start 9 is after tag_index_end 3.',
    ],
    [
      'a row with too many fields',
      `tag_id,colour\n${A},red,extra`,
      'Row 2, column 3: the header names 2 columns, this row has 3 values.',
    ],
    [
      'a value over 1000 characters',
      `tag_id,notes\n${A},${'x'.repeat(1001)}`,
      'Row 2, column notes: longer than 1000 characters.',
    ],
    ['two columns of one name', `tag_id,colour,colour\n${A},red,blue`, "Columns 2 and 3 are both named 'colour'."],
    ['a column without a name', `tag_id,,size\n${A},red,M`, 'Column 2 has no name.'],
    ['a file of headers only', 'tag_id,colour\n', 'The file has no rows.'],
    ["a column named '__proto__'", `tag_id,__proto__\n${A},x`, "Column 2: a column may not be named '__proto__'."],
    [
      "a column named 'constructor'",
      `tag_id,constructor\n${A},x`,
      "Column 2: a column may not be named 'constructor'.",
    ],
  ] as const) {
    it(`refuses ${label}, naming where`, async () => {
      await expect(parseTagDataCsv(csv, 'metadata')).rejects.toThrow(message);
    });
  }

  it('refuses a quote never closed, naming its line and column, instead of storing one merged row', async () => {
    const csv = `tag_id,colour\r\n${A},red\r\n${B},"blue\r\n${A.replace('0b', '1b')},green\r\n`;
    const refused = parseTagDataCsv(csv, 'metadata');
    await expect(refused).rejects.toThrow(TagDataCsvError);
    await expect(refused).rejects.toThrow('Line 3, column 2: the quoted value that starts here is never closed.');
  });

  it('reads a CRLF header followed by LF rows as one row a line', async () => {
    const parsed = await parseTagDataCsv(`tag_id,colour\r\n${A},red\n${B},blue\n`, 'metadata');
    expect(parsed.rows).toBe(2);
    expect(await linesOf(parsed)).toEqual([
      { row: 2, tag_id: A, values: { colour: 'red' } },
      { row: 3, tag_id: B, values: { colour: 'blue' } },
    ]);
  });

  it('reports every bad row, each by row and column, not only the first', async () => {
    const csv = `tag_id,colour\n${A},red\nnope,blue\n${B},"x"y\nalso-not,green\n`;
    const error = await parseTagDataCsv(csv, 'metadata').catch((caught: TagDataCsvError) => caught);
    expect((error as TagDataCsvError).problems).toEqual([
      'Line 4, column 2: Trailing quote on quoted field is malformed.',
      'Line 4, column 2: Quoted field unterminated.',
      'Line 6: the file has 6 lines but 4 records were read; a line may have been merged into another.',
      "Row 3, column tag_id: 'nope' is not a tag id.",
    ]);
  });

  it('finds a bad row deep in a file read in chunks, and reports progress up to 100', async () => {
    const rows = Array.from({ length: 60_000 }, (_, index) => `${A},value ${index}`);
    rows[54_321] = 'oops,value';
    const progress: number[] = [];
    await expect(
      parseTagDataCsv(`tag_id,colour\n${rows.join('\n')}`, 'metadata', (p) => progress.push(p)),
    ).rejects.toThrow("Row 54323, column tag_id: 'oops' is not a tag id.");
    expect(progress.length).toBeGreaterThan(1);
    const good = Array.from({ length: 60_000 }, (_, index) => `${A},value ${index}`).join('\n');
    const done: number[] = [];
    expect((await parseTagDataCsv(`tag_id,colour\n${good}`, 'metadata', (p) => done.push(p))).rows).toBe(60_000);
    expect(done.at(-1)).toBe(100);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.filter((percent) => percent > 0 && percent < 100).length).toBeGreaterThanOrEqual(2);
  });
});
