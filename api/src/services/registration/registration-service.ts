import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.js';
import { AppError, invalidLink } from '../../errors.js';
import type { RegistrationAnswer, RegistrationBody } from 'shared/contracts/registration';
import { consumeInvitation, deactivateInvitationsOf } from '../../repositories/invitations/invitations-repository.js';
import { insertOutboxEmail } from '../../repositories/email-outbox/email-outbox-repository.js';
import {
  findVerificationState,
  insertUserUnlessExists,
  markVerified,
} from '../../repositories/users/users-repository.js';
import { accountExistsEmail, verificationEmail } from '../email/emails.js';
import { hashPassword } from '../auth/passwords.js';
import { issueTokenPair, sha256Hex, type TokenSettings } from '../auth/token-pair.js';
import { JOIN_TYPES, joinThroughInvitation } from '../invitation-links/invitation-link-service.js';
import { enforceAttemptLimits } from '../limits/attempt-limits.js';
import { storeEmailedLink } from '../invitation-links/emailed-link.js';

const VERIFICATION_TTL_MS = 7 * 24 * 3600 * 1000;
const WINDOW_SECONDS = 3600;
/** Per hour: registrations and resent links mail someone, so both are counted per address and per client. */
const LIMITS = {
  registerPerEmail: 5,
  registerPerClient: 20,
  resendPerEmail: 3,
  resendPerClient: 20,
};

export interface RegistrationDeps extends TokenSettings {
  db: Db;
  consoleUrl: string;
  productName: string;
}

/** Writes a fresh verification link for the user (older ones stop working) and its email. */
async function sendVerificationLink(deps: RegistrationDeps, tx: Db, userId: string, email: string): Promise<void> {
  await deactivateInvitationsOf(tx, userId, 'VERIFY_ACCOUNT');
  await storeEmailedLink(
    tx,
    { type: 'VERIFY_ACCOUNT', email, recipientUserId: userId, ttlMs: VERIFICATION_TTL_MS },
    (token) =>
      verificationEmail({
        to: email,
        productName: deps.productName,
        link: `${deps.consoleUrl}/register/verify/${token}`,
      }),
  );
}

/**
 * Self-registration answers the same whether or not the address has an account, so nobody learns
 * which addresses do: a new one gets a verification link, an existing one a note to its owner.
 * Registration through an invitation proves the address by the link itself: the account is verified,
 * joins the invitation's company or project and is signed in.
 */
export async function register(
  deps: RegistrationDeps,
  body: RegistrationBody,
  ip: string,
): Promise<RegistrationAnswer> {
  const email = body.email.toLowerCase();
  await enforceAttemptLimits(
    deps.db,
    [
      { key: `register-email:${email}`, max: LIMITS.registerPerEmail },
      { key: `register-ip:${ip}`, max: LIMITS.registerPerClient },
    ],
    WINDOW_SECONDS,
    'Too many registrations. Try again later.',
  );
  // Hashed before anything else on both paths, so an existing address takes as long as a new one.
  const passwordHash = await hashPassword(body.password);
  const newUser = { email, passwordHash, firstName: body.first_name.trim(), lastName: body.last_name.trim() };
  const invitationToken = body.invitation_token;

  if (invitationToken) {
    return deps.db.transaction(async (tx) => {
      const invitation = await consumeInvitation(tx, sha256Hex(invitationToken), JOIN_TYPES);
      if (!invitation) throw invalidLink();
      if (invitation.email !== email) {
        throw new AppError(400, 'OTHER_RECIPIENT', 'Register with the email address the invitation was sent to.');
      }
      const userId = await insertUserUnlessExists(tx, { ...newUser, isVerified: true });
      if (!userId) {
        throw new AppError(
          409,
          'ACCOUNT_EXISTS',
          'This email already has an account. Log in to accept the invitation.',
        );
      }
      await joinThroughInvitation(tx, invitation, userId);
      return { status: 'registered', tokens: await issueTokenPair(tx, deps, userId, randomUUID()) };
    });
  }

  await deps.db.transaction(async (tx) => {
    const userId = await insertUserUnlessExists(tx, { ...newUser, isVerified: false });
    if (userId) await sendVerificationLink(deps, tx, userId, email);
    else
      await insertOutboxEmail(
        tx,
        accountExistsEmail({ to: email, productName: deps.productName, consoleUrl: deps.consoleUrl }),
      );
  });
  return { status: 'verification-sent' };
}

/** The emailed link (000 §7 POST /invitations/activate/{token}) verifies the address, once. */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await consumeInvitation(tx, sha256Hex(token), ['VERIFY_ACCOUNT']);
    if (!link?.recipient_user_id) throw invalidLink();
    await markVerified(tx, link.recipient_user_id);
  });
}

/** Sends a new verification link to an unverified account; answers the same for any address. */
export async function resendVerification(deps: RegistrationDeps, address: string, ip: string): Promise<void> {
  const email = address.toLowerCase();
  await enforceAttemptLimits(
    deps.db,
    [
      { key: `verify-email:${email}`, max: LIMITS.resendPerEmail },
      { key: `verify-ip:${ip}`, max: LIMITS.resendPerClient },
    ],
    WINDOW_SECONDS,
    'Too many verification emails. Try again later.',
  );
  const user = await findVerificationState(deps.db, email);
  if (!user || user.is_verified) return;
  await deps.db.transaction((tx) => sendVerificationLink(deps, tx, user.id, email));
}
