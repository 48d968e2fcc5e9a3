import * as v from 'valibot';

/** Spec 000 §5 / 001 §5: one message per rule, and the internal codes the spec names. */
export const INVALID_EMAIL = 'Invalid email';

export const passwordRules = [
  { code: 'TOO_SHORT', message: 'Must be 8 or more characters', test: (value: string) => value.length >= 8 },
  { code: 'NO_NUMBERS', message: 'Must include a number', test: (value: string) => /\d/.test(value) },
  { code: 'NO_LETTERS', message: 'Must include a letter', test: (value: string) => /\p{L}/u.test(value) },
] as const;

export type PasswordIssueCode = (typeof passwordRules)[number]['code'];

export const emailSchema = v.pipe(v.string(INVALID_EMAIL), v.trim(), v.nonEmpty(INVALID_EMAIL), v.email(INVALID_EMAIL));

export const passwordSchema = v.pipe(
  v.string(passwordRules[0].message),
  ...passwordRules.map((rule) => v.check(rule.test, rule.message)),
);

/** The codes of every rule a password breaks, in the spec's order. */
export function passwordIssues(password: string): PasswordIssueCode[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.code);
}

/** Returns the first message for a form field, or null when valid (the shape @mantine/form expects). */
export function firstIssue(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

export const validateEmail = (value: unknown) => firstIssue(emailSchema, value);
export const validatePassword = (value: unknown) => firstIssue(passwordSchema, value);
