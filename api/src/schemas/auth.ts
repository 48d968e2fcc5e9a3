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
