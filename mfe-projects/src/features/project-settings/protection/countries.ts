/**
 * The countries a market list offers: the ISO 3166-1 alpha-2 codes the browser names under their current code
 * (Intl names an unassigned code with the code itself, and maps a withdrawn one such as ZR to its successor),
 * less groupings and reserved codes (EU, UN, ZZ, …), which are no country a scan comes from.
 */
const NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

export const countryName = (code: string): string => NAMES.of(code) ?? code;

const isCurrentCountry = (code: string) =>
  !NOT_COUNTRIES.has(code) && NAMES.of(code) !== code && new Intl.Locale(`und-${code}`).region === code;

export const COUNTRY_OPTIONS: { value: string; label: string }[] = LETTERS.flatMap((first) =>
  LETTERS.map((second) => first + second),
)
  .filter(isCurrentCountry)
  .map((code) => ({ value: code, label: `${countryName(code)} (${code})` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));
