/**
 * A scan's country as an ISO 3166-1 alpha-2 code, for the outside-market rule. Scanners report a country as a
 * name ('Nigeria'), as a code ('NG'), or in addressComponents (the 'country' part's short_name is the code);
 * the part wins, then a code, then an English name. Anything else is unknown and never flagged.
 */
const ENGLISH = new Intl.DisplayNames(['en'], { type: 'region' });
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** Every assigned code: DisplayNames answers an unassigned one with the code itself. */
const ASSIGNED = new Set(
  LETTERS.flatMap((first) => LETTERS.map((second) => first + second)).filter((code) => ENGLISH.of(code) !== code),
);

/** English name → code; a name two codes share (FR and the old FX, 'France') keeps the first, the current one. */
const CODE_BY_NAME = new Map<string, string>();
for (const code of ASSIGNED) {
  const name = ENGLISH.of(code)!.toLowerCase();
  if (!CODE_BY_NAME.has(name)) CODE_BY_NAME.set(name, code);
}

const isCode = (text: string) => text.length === 2 && ASSIGNED.has(text.toUpperCase());

function countryPart(addressComponents: unknown): string | undefined {
  if (!Array.isArray(addressComponents)) return undefined;
  for (const part of addressComponents as { short_name?: unknown; types?: unknown }[]) {
    const types = Array.isArray(part?.types) ? part.types : [];
    if (types.includes('country') && typeof part.short_name === 'string' && isCode(part.short_name)) {
      return part.short_name.toUpperCase();
    }
  }
  return undefined;
}

export function countryCodeOf(country: string, addressComponents: unknown): string | undefined {
  const fromParts = countryPart(addressComponents);
  if (fromParts) return fromParts;
  const text = country.trim();
  if (isCode(text)) return text.toUpperCase();
  return CODE_BY_NAME.get(text.toLowerCase());
}
