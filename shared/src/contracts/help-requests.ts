import * as v from 'valibot';
import { Email } from './auth.js';
import { IsoDateTime, RequiredText, Uuid } from './common.js';

export const HelpRequestBody = v.object({
  /** Where support answers; the form fills in the user's address. */
  reply_to: Email,
  subject: RequiredText('Subject', 200),
  message: RequiredText('Message', 5000),
});
export type HelpRequestBody = v.InferOutput<typeof HelpRequestBody>;

export const HelpRequest = v.object({ id: Uuid, created_at: IsoDateTime });
export type HelpRequest = v.InferOutput<typeof HelpRequest>;
