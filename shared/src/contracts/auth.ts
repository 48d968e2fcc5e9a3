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

/** 000 §5: at least 8 characters, with a letter and a number. */
export const NewPassword = v.pipe(
  v.string(),
  v.minLength(8, 'Must be 8 or more characters'),
  v.maxLength(1024),
  // One pattern (JSON Schema allows one): a letter of any script and a digit. Fastify's Ajv compiles
  // patterns with the u flag, which \p{L} needs; a JSON Schema pattern cannot carry flags itself.
  v.regex(new RegExp('^(?=.*\\p{L})(?=.*\\d)'), 'Must include a letter and a number'),
);

export const PasswordResetRequest = v.object({ email: Email });
export type PasswordResetRequest = v.InferOutput<typeof PasswordResetRequest>;

export const PasswordResetConfirm = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  password: NewPassword,
});
export type PasswordResetConfirm = v.InferOutput<typeof PasswordResetConfirm>;
