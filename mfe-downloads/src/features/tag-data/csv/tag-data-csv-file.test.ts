import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseTagDataCsv } from './parse-tag-data-csv';
import { tagDataCsv } from './tag-data-csv-file';

const A = '0b7e3c52-8f1a-4d2e-9c3b-1a2b3c4d5e6f';
const B = '7f9d2a10-3e4b-4c5d-8e6f-7a8b9c0d1e2f';

describe('tagDataCsv', () => {
  it('writes tag_id and every key in alphabetical order, UTF-8 with a byte-order mark', () => {
    const csv = tagDataCsv(
      [
        { id: A, tagMetadata: [{ data: { size: 'M', colour: 'red' } }] },
        { id: B, tagMetadata: [{ data: { lot: 'Ünïcode, "quoted"' } }] },
      ],
      'metadata',
    );
    expect(csv).toBe(`\uFEFFtag_id,colour,lot,size\r\n${A},red,,M\r\n${B},,"Ünïcode, ""quoted""",\r\n`);
  });

  it('lists custom attributes by name', () => {
    const csv = tagDataCsv(
      [{ id: A, customAttributes: [{ name: 'retailer', value: 'Harrods' }] }],
      'custom-attributes',
    );
    expect(csv).toBe(`\uFEFFtag_id,retailer\r\n${A},Harrods\r\n`);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const hostile = ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
    const csv = tagDataCsv(
      hostile.map((value, index) => ({ id: `${A.slice(0, -1)}${index}`, tagMetadata: [{ data: { v: value } }] })),
      'metadata',
    );
    const cells = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true })
      .data.slice(1)
      .map((row) => row[1]);
    expect(cells).toEqual(hostile.map((value) => `'${value}`));
  });

  it('leaves a value that is a plain number as it is', () => {
    const csv = tagDataCsv([{ id: A, tagMetadata: [{ data: { lat: '-37.76', delta: '-1+2' } }] }], 'metadata');
    expect(csv).toBe(`\uFEFFtag_id,delta,lat\r\n${A},"'-1+2",-37.76\r\n`);
  });

  it('comes back through the upload parser as the same rows', async () => {
    const tags = [
      { id: A, tagMetadata: [{ data: { colour: 'red', size: 'M' } }] },
      { id: B, tagMetadata: [{ data: { colour: 'line one\nline two' } }] },
    ];
    const parsed = await parseTagDataCsv(tagDataCsv(tags, 'metadata'), 'metadata');
    const lines = parsed.lines.map((line) => JSON.parse(line));
    expect(lines.map(({ tag_id, values }) => ({ id: tag_id, tagMetadata: [{ data: values }] }))).toEqual(tags);
  });
});
