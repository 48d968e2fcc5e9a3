import * as v from 'valibot';
import { Email } from './auth.js';
import { IsoDateTime, Uuid } from './common.js';

/** Not blank: at least one non-space character. */
const NotBlank = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.regex(/\S/));

export const HelpRequestBody = v.object({
  /** Where support answers; the form fills in the user's address. */
  reply_to: Email,
  subject: NotBlank(200),
  message: NotBlank(5000),
});
export type HelpRequestBody = v.InferOutput<typeof HelpRequestBody>;

export const HelpRequest = v.object({ id: Uuid, created_at: IsoDateTime });
export type HelpRequest = v.InferOutput<typeof HelpRequest>;
