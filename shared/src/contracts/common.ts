import * as v from 'valibot';

export const Uuid = v.pipe(v.string(), v.uuid());
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());

/**
 * A required text of at most `max` characters; blank counts as missing. The messages are the ones its form
 * shows ('Project name is required', 'At most 100 characters'), so a form validates with this very schema.
 */
export const RequiredText = (label: string, max: number) =>
  v.pipe(v.string(), v.regex(/\S/, `${label} is required`), v.maxLength(max, `At most ${max} characters`));

/** A form's text field as the API checks it, after the form trims what was typed. */
export const trimmedText = (schema: v.GenericSchema<string, string>) => v.pipe(v.string(), v.trim(), schema);
