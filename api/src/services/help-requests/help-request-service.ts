import type { Db } from '../../db/db.js';
import type { HelpRequest, HelpRequestBody } from '../../schemas/help-requests.js';
import { insertOutboxEmail } from '../../repositories/email-outbox/email-outbox-repository.js';
import { insertHelpRequest } from '../../repositories/help-requests/help-requests-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { helpRequestEmail } from '../email/emails.js';
import { enforceAttemptLimits } from '../limits/attempt-limits.js';

const PER_USER_PER_HOUR = 10;

export interface HelpRequestDeps {
  db: Db;
  productName: string;
  supportEmail: string;
}

/** Kept, and mailed to the support address in the same transaction, so neither exists without the other. */
export async function sendHelpRequest(
  deps: HelpRequestDeps,
  auth: AuthContext,
  body: HelpRequestBody,
): Promise<HelpRequest> {
  await enforceAttemptLimits(
    deps.db,
    [{ key: `help-user:${auth.userId}`, max: PER_USER_PER_HOUR }],
    3600,
    'Too many help requests. Try again later.',
  );
  return deps.db.transaction(async (tx) => {
    const stored = await insertHelpRequest(tx, { userId: auth.userId, ...body });
    await insertOutboxEmail(
      tx,
      helpRequestEmail({
        to: deps.supportEmail,
        productName: deps.productName,
        replyTo: body.reply_to,
        subject: body.subject,
        message: body.message,
      }),
    );
    return { id: stored.id, created_at: stored.created_at.toISOString() };
  });
}
