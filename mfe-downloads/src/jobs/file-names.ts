/** Every character that is not a letter or digit of A–Z, a–z, 0–9 becomes '-', as in the spec's other file names. */
export function safeFileStem(name: string): string {
  return name.replace(/[^a-z0-9]/gi, '-');
}

/** 000 §5: the collection's name made file-safe, then `-{label}-`, then the day (YYYY-MM-DD, local). */
export function datedFileName(collectionName: string, label: string, day = new Date()): string {
  const date = [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((part) => String(part).padStart(2, '0'));
  return `${safeFileStem(collectionName)}-${label}-${date.join('-')}`;
}
