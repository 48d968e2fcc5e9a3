import { describe, expect, it } from 'vitest';
import { packParts } from './upload-parts';

describe('packParts', () => {
  it('cuts the lines into parts of at most the limit in UTF-8 bytes, in order, every line whole', async () => {
    const lines = Array.from({ length: 100 }, (_, index) =>
      JSON.stringify({ row: index + 2, values: { note: 'é'.repeat(index % 7) } }),
    );
    const parts = packParts(lines, 300);
    expect(parts.length).toBeGreaterThan(10);
    for (const part of parts) expect(part.size).toBeLessThanOrEqual(300);
    const text = (await Promise.all(parts.map((part) => part.text()))).join('');
    expect(text).toBe(`${lines.join('\n')}\n`);
  });

  it('sends a small file as one part', () => {
    expect(packParts(['{"row":2}'], 1_048_576)).toHaveLength(1);
  });
});
