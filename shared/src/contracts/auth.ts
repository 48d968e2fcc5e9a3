import * as v from 'valibot';
import { IsoDateTime } from './common.js';

export const Email = v.pipe(v.string(), v.email(), v.maxLength(254));

export const LoginBody = v.object({
  email: Email,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
});
export type LoginBody = v.InferOutput<typeof LoginBody>;

export const TokenPair = v.object({
  access_token: v.string(),
  access_token_expiry: IsoDateTime,
  refresh_token: v.string(),
  refresh_token_expiry: IsoDateTime,
});
export type TokenPair = v.InferOutput<typeof TokenPair>;

export const RefreshBody = v.object({ email: Email });
export type RefreshBody = v.InferOutput<typeof RefreshBody>;

export const RefreshTokenHeaders = v.object({
  'x-refresh-token': v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
export type RefreshTokenHeaders = v.InferOutput<typeof RefreshTokenHeaders>;

/** 000 §5: a new password's rules in the spec's order, with its internal codes and its words (verbatim). */
export const PASSWORD_RULES = [
  { code: 'TOO_SHORT', message: 'Must be 8 or more characters', test: (password: string) => password.length >= 8 },
  { code: 'NO_NUMBERS', message: 'Must include a number', test: (password: string) => /\d/.test(password) },
  { code: 'NO_LETTERS', message: 'Must include a letter', test: (password: string) => /\p{L}/u.test(password) },
] as const;
export type PasswordIssueCode = (typeof PASSWORD_RULES)[number]['code'];

/**
 * PASSWORD_RULES as the API's JSON Schema can state them: a length and one pattern (JSON Schema allows one,
 * without flags; Fastify's Ajv compiles it with the u flag, which \p{L} needs). The console checks a
 * password with PASSWORD_RULES themselves, so it names each broken rule.
 */
export const NewPassword = v.pipe(
  v.string(),
  v.minLength(8, PASSWORD_RULES[0].message),
  v.maxLength(1024),
  v.regex(new RegExp('^(?=.*\\p{L})(?=.*\\d)')),
);

export const PasswordResetRequest = v.object({ email: Email });
export type PasswordResetRequest = v.InferOutput<typeof PasswordResetRequest>;

export const PasswordResetConfirm = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  password: NewPassword,
});
export type PasswordResetConfirm = v.InferOutput<typeof PasswordResetConfirm>;
