/**
 * A tag's short link code (`/s/{code}`): its uuid as a 128-bit number in base 62, 22 characters,
 * left-padded, so it is as unique as the id and needs no table of its own.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LENGTH = 22;
const BASE = 62n;

export function shortCodeOf(tagId: string): string {
  let value = BigInt(`0x${tagId.replace(/-/g, '')}`);
  let code = '';
  while (value > 0n) {
    code = ALPHABET[Number(value % BASE)] + code;
    value /= BASE;
  }
  return code.padStart(LENGTH, '0');
}

/** The tag id a code stands for; undefined when it is not a code (wrong length or letters, or too big). */
export function tagIdOf(code: string): string | undefined {
  if (!/^[0-9A-Za-z]{22}$/.test(code)) return undefined;
  let value = 0n;
  for (const character of code) value = value * BASE + BigInt(ALPHABET.indexOf(character));
  if (value >= 1n << 128n) return undefined;
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
