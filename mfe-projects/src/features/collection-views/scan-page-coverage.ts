import { LANGUAGES, PLATFORMS } from './assignment-options';
import type { CollectionViewEntry } from './collection-views-api';

/** The scan page's own words when a collection has no page for the scanner (mfe-views scan page). */
export const NO_PAGE_TEXT = '"We could not find this product. This product has no page yet."';

const languageName = (code: string) => LANGUAGES[code] ?? code;

/**
 * What a consumer sees where the collection has no live page. The scan page (/s/{code}) shows the default
 * view for genuine scans in the first language the phone asks for, on its platform or 'All platforms', then
 * the English one; a view that is not a default is never shown there. Views for the other states are what
 * scans of inactive and blacklisted tags show, so they leave no gap for genuine scans.
 */
export function scanPageGaps(entries: CollectionViewEntry[]): string[] {
  const live = entries.filter((entry) => entry.state === 'positive' && entry.is_default);
  if (live.length === 0) {
    return [
      `Scans of this collection have no page: a consumer who scans one of its tags sees ${NO_PAGE_TEXT} Assign a view for genuine scans, in English at least, so they see a page.`,
    ];
  }
  const everywhere = (language: string) =>
    live.some((entry) => entry.language === language && entry.platform === 'ALL');
  const englishEverywhere = everywhere('en');
  const fallback = (language: string) => (language !== 'en' && englishEverywhere ? 'the English page' : NO_PAGE_TEXT);
  const gaps: string[] = [];
  if (!englishEverywhere) {
    gaps.push(
      `No English page for all platforms: a consumer whose phone asks for a language without its own page sees ${NO_PAGE_TEXT}`,
    );
  }
  const languages = [...new Set(entries.filter((entry) => entry.state === 'positive').map((entry) => entry.language))];
  // English without a page for all platforms is said above.
  for (const language of languages.filter((code) => code !== 'en' && !everywhere(code))) {
    const platforms = live
      .filter((entry) => entry.language === language)
      .map((entry) => PLATFORMS[entry.platform] ?? entry.platform);
    const name = languageName(language);
    gaps.push(
      platforms.length === 0
        ? `${name} has no live page (none of its views is the default): consumers whose phone asks for ${name} see ${fallback(language)}.`
        : `${name} has a live page on ${platforms.join(', ')} only: elsewhere, consumers whose phone asks for ${name} see ${fallback(language)}.`,
    );
  }
  return gaps;
}
