import { describe, expect, it } from 'vitest';
import { TagDataCsvError } from './parse-tag-data-csv';
import { parseTagStatusCsv } from './parse-tag-status-csv';

const TAG = '5f000000-0000-4000-8000-00000000aaaa';

async function problemsOf(csv: string): Promise<string[]> {
  const error = await parseTagStatusCsv(csv).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(TagDataCsvError);
  return (error as TagDataCsvError).problems;
}

describe('parseTagStatusCsv', () => {
  it('turns each row into the line the API stages, with its row number, leaving empty cells out', async () => {
    const parsed = await parseTagStatusCsv(
      `\uFEFFtag_id,status,reason,note\r\n${TAG.toUpperCase()},blacklisted,stolen_stock,lot 7\r\n${TAG},inactive,,\r\n`,
    );
    expect(parsed.rows).toBe(2);
    expect(parsed.lines.map((line) => JSON.parse(line))).toEqual([
      { row: 2, tag_id: TAG, status: 'blacklisted', reason: 'stolen_stock', note: 'lot 7' },
      { row: 3, tag_id: TAG, status: 'inactive' },
    ]);
  });

  it('takes tags by tag_index', async () => {
    const parsed = await parseTagStatusCsv('tag_index,status\n12,inactive\n');
    expect(parsed.lines.map((line) => JSON.parse(line))).toEqual([{ row: 2, tag_index: 12, status: 'inactive' }]);
  });

  it('names the row and column of every wrong value', async () => {
    expect(
      await problemsOf(
        [
          'tag_index,status,reason,note',
          '1,lost,,',
          '2,blacklisted,,',
          '3,inactive,duplicate,',
          'x,active,,',
          `4,active,,${'n'.repeat(1001)}`,
        ].join('\n'),
      ),
    ).toEqual([
      'Row 2, column status: "lost" is not one of active, inactive, blacklisted',
      'Row 3, column reason: blacklisting needs a reason: one of counterfeit_seen, stolen_stock, damaged_or_misprinted, duplicate, other.',
      'Row 4, column reason: a reason is given only when blacklisting; leave it empty.',
      "Row 5, column tag_index: 'x' is not a whole number of 0 or more.",
      'Row 6, column note: is longer than 1000 characters',
    ]);
  });

  it('refuses a header that names the tag both ways or neither, or has an unknown column', async () => {
    expect(await problemsOf('tag_id,tag_index,status\n')).toEqual([
      'Name the tags with a tag_id column or a tag_index column, one of the two.',
    ]);
    expect(await problemsOf('status\nactive\n')).toEqual([
      'Name the tags with a tag_id column or a tag_index column, one of the two.',
    ]);
    expect(await problemsOf('tag_index,state\n1,active\n')).toEqual([
      "Column 2: 'state' is not one of tag_id, tag_index, status, reason, note.",
    ]);
    expect(await problemsOf('tag_index,status\n')).toEqual(['The file has no rows.']);
  });
});
