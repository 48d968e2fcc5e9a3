import { hasLiveTokens, SUPER_USER_SYSTEM_ROLE, type Account, type Tokens } from 'shared';
import type { Access } from 'shared/routes';

export type GuardDecision = 'show' | '/logout' | '/onboarding' | '/' | '/verification-sent' | '/login';

const minimumSystemRole: Record<Exclude<Access, 'public'>, number> = {
  user: 0,
  admin: 1,
  super: SUPER_USER_SYSTEM_ROLE,
};

/** The guard order of 001 §2, step for step. */
export function decideGuard(
  session: { tokens: Tokens | null; account: Account | null },
  access: Exclude<Access, 'public'>,
  now = Date.now(),
): GuardDecision {
  const { tokens, account } = session;
  if (!hasLiveTokens(tokens, now)) return '/logout';
  const verified = account?.is_verified === true;
  const onboarded = Boolean(account?.first_name);
  const roleSufficient = (account?.system_role ?? -1) >= minimumSystemRole[access];
  if (account && verified && roleSufficient && onboarded) return 'show';
  if (account && verified && !onboarded) return '/onboarding';
  if (account && verified && !roleSufficient) return '/';
  if (account && !verified) return '/verification-sent';
  return '/login';
}
