import type { Db } from '../../db/db.js';
import type { HelpRequest, HelpRequestBody } from 'shared/contracts/help-requests';
import { insertOutboxEmail } from '../../repositories/email-outbox/email-outbox-repository.js';
import { insertHelpRequest } from '../../repositories/help-requests/help-requests-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { helpRequestEmail } from '../email/emails.js';
import { enforceAttemptLimits, type AttemptLimit } from '../limits/attempt-limits.js';
import { clientKeyOf } from '../limits/client-key.js';

/** Per hour. A signed-out sender is counted per client and per address, so nobody's inbox can be flooded. */
const LIMITS = { perUser: 10, perClient: 5, perReplyTo: 5 };

export interface HelpRequestDeps {
  db: Db;
  productName: string;
  supportEmail: string;
}

/**
 * Kept, and mailed to the support address in the same transaction, so neither exists without the other.
 * A signed-out sender is never looked up: the answer is the same whether the address has an account.
 */
export async function sendHelpRequest(
  deps: HelpRequestDeps,
  caller: { auth: AuthContext | null; ip: string },
  body: HelpRequestBody,
): Promise<HelpRequest> {
  const { auth } = caller;
  const limits: AttemptLimit[] = auth
    ? [{ key: `help-user:${auth.userId}`, max: LIMITS.perUser }]
    : [
        { key: `help-ip:${clientKeyOf(caller.ip)}`, max: LIMITS.perClient },
        { key: `help-reply-to:${body.reply_to.toLowerCase()}`, max: LIMITS.perReplyTo },
      ];
  await enforceAttemptLimits(deps.db, limits, 3600, 'Too many help requests. Try again later.');
  return deps.db.transaction(async (tx) => {
    const stored = await insertHelpRequest(tx, { userId: auth?.userId ?? null, ...body });
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
