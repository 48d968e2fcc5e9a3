import * as v from 'valibot';

/** Every `code` the API answers in its error body; the console branches on some of them. */
export const ERROR_CODES = [
  'ACCOUNT_EXISTS',
  'ALREADY_ASSIGNED',
  'API_KEY_NOT_ACCEPTED',
  'ASSET_TOO_LARGE',
  'ASSET_TOO_MANY_PIXELS',
  'ASSET_TYPE_NOT_ALLOWED',
  'ASSET_UNREADABLE',
  'BAD_REQUEST',
  'CONFLICT',
  'EMAIL_NOT_VERIFIED',
  'FINGERPRINT_LIMIT_EXCEEDED',
  'FORBIDDEN',
  'IN_ANOTHER_COMPANY',
  'INTERNAL',
  'INVALID_API_KEY',
  'INVALID_CREDENTIALS',
  'INVALID_LINK',
  'INVALID_REFRESH_TOKEN',
  'INVALID_TOKEN',
  'LIMIT_BELOW_COUNT',
  'METHOD_NOT_ALLOWED',
  'NOT_FOUND',
  'OTHER_RECIPIENT',
  'PAYLOAD_TOO_LARGE',
  'PRECONDITION_REQUIRED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'TAG_DATA_INVALID',
  'TAG_DATA_TOO_LARGE',
  'TAG_DATA_UPLOADS_OPEN',
  'UNAUTHENTICATED',
  'UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION_ERROR',
  'VIEW_CHANGED',
  'VIEW_IN_USE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBody = v.object({
  error: v.object({
    message: v.string(),
    code: v.picklist(ERROR_CODES),
    status: v.pipe(v.number(), v.integer()),
  }),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
