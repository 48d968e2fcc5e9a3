/** `ILIKE '%' || $n || '%' ESCAPE '\'` with this value matches the text literally, wildcards included. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);
