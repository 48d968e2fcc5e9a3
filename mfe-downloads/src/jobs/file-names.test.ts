import { describe, expect, it } from 'vitest';
import { datedFileName } from './file-names';

describe('datedFileName', () => {
  it("makes 000 §5's default: every non-alphanumeric character a dash, then the label and the day", () => {
    const day = new Date(2026, 0, 5);
    expect(datedFileName('Silk Scarves (2026)', 'metadata', day)).toBe('Silk-Scarves--2026--metadata-2026-01-05');
    expect(datedFileName('Café', 'custom-attributes', day)).toBe('Caf--custom-attributes-2026-01-05');
  });
});
