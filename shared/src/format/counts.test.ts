import { describe, expect, it } from 'vitest';
import { formatCount, plural, pluralWord } from './counts';

describe('counts', () => {
  it("groups digits in the reader's locale", () => {
    expect(formatCount(57000, 'en-US')).toBe('57,000');
    expect(formatCount(57000, 'de-DE')).toBe('57.000');
    expect(formatCount(1234567, 'en-IN')).toBe('12,34,567');
    expect(formatCount(0, 'en-US')).toBe('0');
  });

  it('takes the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'scan event', undefined, 'en-US')).toBe('1 scan event');
    expect(plural(0, 'scan event', undefined, 'en-US')).toBe('0 scan events');
    expect(plural(2, 'row', undefined, 'en-US')).toBe('2 rows');
    expect(plural(10000, 'tag', undefined, 'en-US')).toBe('10,000 tags');
    expect(plural(1, 'city', 'cities', 'en-US')).toBe('1 city');
    expect(plural(3, 'city', 'cities', 'en-US')).toBe('3 cities');
  });

  it('chooses the English word even when the number is grouped in another locale', () => {
    // French reads 0 as singular; the words are English, so 0 stays plural.
    expect(plural(0, 'tag', undefined, 'fr-FR')).toBe('0 tags');
    expect(pluralWord(1, 'archive')).toBe('archive');
    expect(pluralWord(2, 'archive')).toBe('archives');
  });
});
