/** Days are counted, and times shown, in the browser's time zone, like the date range the user picks. */
export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
