/** IANA zone names this runtime knows (Intl lists canonical names only, so 'UTC' is added). */
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export const isTimeZone = (name: string): boolean => TIME_ZONES.has(name);
