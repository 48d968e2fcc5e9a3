import * as v from 'valibot';
import { PASSWORD_RULES, type PasswordIssueCode } from '../contracts/auth';

/** Spec 000 §5 / 001 §5: one message per rule, and the internal codes the spec names. */
export const INVALID_EMAIL = 'Invalid email';

/** 000 §5 / 001 §5: the internal code of an email failure, and the message a form shows for it. */
export const emailIssueMessages = { INVALID: INVALID_EMAIL } as const;
export type EmailIssueCode = keyof typeof emailIssueMessages;

/** The rules the API holds a new password to (shared/contracts/auth), in the spec's order and words. */
export const passwordRules = PASSWORD_RULES;
export type { PasswordIssueCode };

const { INVALID } = emailIssueMessages;
export const emailSchema = v.pipe(v.string(INVALID), v.trim(), v.nonEmpty(INVALID), v.email(INVALID));

/** INVALID for a missing address or one not matching a standard address pattern; null for a valid one. */
export function emailIssue(email: unknown): EmailIssueCode | null {
  return v.is(emailSchema, email) ? null : 'INVALID';
}

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

export const validateEmail = (value: unknown) => {
  const code = emailIssue(value);
  return code && emailIssueMessages[code];
};
export const validatePassword = (value: unknown) => firstIssue(passwordSchema, value);
