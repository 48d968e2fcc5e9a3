import * as v from 'valibot';

/** A person's first or last name, as registration and onboarding both ask for it. */
export const nameField = (label: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(100, 'At most 100 characters'));

export const acceptedTermsField = v.literal(true, 'You must accept the terms to continue');
