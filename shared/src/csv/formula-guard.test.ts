import { describe, expect, it } from 'vitest';
import { csvCell, CSV_FORMULA_START } from './formula-guard';

describe('the CSV formula guard', () => {
  it('never guards a number', () => {
    expect([-37.76, 144.96, -0.5, 0, -1e-7, 57000].map(csvCell)).toEqual([-37.76, 144.96, -0.5, 0, -1e-7, 57000]);
    expect(csvCell(true)).toBe(true);
  });

  it('leaves text that is a whole plain number as it is', () => {
    expect(['-37.76', '-12', '12.5', '-1.5e3'].map(csvCell)).toEqual(['-37.76', '-12', '12.5', '-1.5e3']);
  });

  it('neutralises text that starts a formula', () => {
    expect(['-1+2', '=SUM(A1)', '+x', '+1', '@x', '\t=1', '\r=1', '-', '-37.76 S', '=1'].map(csvCell)).toEqual([
      "'-1+2",
      "'=SUM(A1)",
      "'+x",
      "'+1",
      "'@x",
      "'\t=1",
      "'\r=1",
      "'-",
      "'-37.76 S",
      "'=1",
    ]);
  });

  it('writes empty cells for nothing and JSON for objects, guarded like any text', () => {
    expect([null, undefined, 'Paris', ''].map(csvCell)).toEqual(['', '', 'Paris', '']);
    expect(csvCell({ batch: 'A1' })).toBe('{"batch":"A1"}');
    expect(csvCell(['=x'])).toBe('["=x"]');
  });

  it("serves as papaparse's escapeFormulae pattern, with the same verdicts", () => {
    for (const text of ['-37.76', '-1+2', '=SUM(A1)', '+x', '@x', '\t=1', '\r=1', 'Paris'])
      expect(CSV_FORMULA_START.test(text)).toBe(csvCell(text) !== text);
  });
});
