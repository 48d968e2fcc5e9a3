import * as v from 'valibot';
import { Email, NewPassword, TokenPair } from './auth.js';
import { AcceptedTerms, FirstName, LastName } from './profile.js';

/** Emailed tokens are 32 random bytes in base64url; anything else cannot be one. */
export const LinkToken = v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/, 'Not a valid link token'));

export const RegistrationBody = v.object({
  first_name: FirstName,
  last_name: LastName,
  email: Email,
  password: NewPassword,
  accepted_terms: AcceptedTerms,
  /** Set when registering through an invitation link (000 §4): the account joins its company or project. */
  invitation_token: v.optional(LinkToken),
});
export type RegistrationBody = v.InferOutput<typeof RegistrationBody>;

/** Registration through an invitation signs the newcomer in; a self-registration waits for the email link. */
export const RegistrationAnswer = v.union([
  v.object({ status: v.literal('verification-sent') }),
  v.object({ status: v.literal('registered'), tokens: TokenPair }),
]);
export type RegistrationAnswer = v.InferOutput<typeof RegistrationAnswer>;

export const VerificationEmailBody = v.object({ email: Email });
export type VerificationEmailBody = v.InferOutput<typeof VerificationEmailBody>;

export const TokenParams = v.object({ token: LinkToken });
export type TokenParams = v.InferOutput<typeof TokenParams>;

const NamedThing = v.nullable(v.object({ name: v.string() }));

/** What the /join-company landing needs to decide where to go (000 §4). */
export const InvitationLanding = v.object({
  email: v.string(),
  type: v.picklist(['INVITE_COMPANY_USER', 'PROJECT:NEW_EXTERNAL_USER:USER']),
  /** Active, unused and unexpired. */
  is_active: v.boolean(),
  /** The email already has an account: the landing sends them to log in, not to register. */
  has_recipient: v.boolean(),
  company: NamedThing,
  project: NamedThing,
});
export type InvitationLanding = v.InferOutput<typeof InvitationLanding>;
