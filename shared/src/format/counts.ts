/**
 * Counts in the reader's locale grouping (57,000 in en-US, 57.000 in de-DE). The words around them are
 * English, so their plural category is English's, whatever the number's locale.
 */
const englishPlurals = new Intl.PluralRules('en');

export function formatCount(count: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}

/** The English word for `count` things: `pluralWord(1, 'scan')` is 'scan', 2 or 0 give 'scans'. */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return englishPlurals.select(count) === 'one' ? one : other;
}

/** A count and its word: `plural(1, 'scan event')` is '1 scan event', `plural(57000, 'tag')` '57,000 tags'. */
export function plural(count: number, one: string, other = `${one}s`, locale?: string): string {
  return `${formatCount(count, locale)} ${pluralWord(count, one, other)}`;
}
