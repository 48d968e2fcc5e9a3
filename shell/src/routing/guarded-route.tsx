import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, withReturnPath } from 'shared';
import { decideGuard } from './guard';
import type { Access } from 'shared/routes';

export function GuardedRoute({ access, children }: { access: Access; children: ReactNode }) {
  const tokens = useSession((state) => state.tokens);
  const account = useSession((state) => state.account);
  const location = useLocation();
  if (access === 'public') return <>{children}</>;
  const decision = decideGuard({ tokens, account }, access);
  if (decision === 'show') return <>{children}</>;
  // Signed out (never signed in, or the session expired): log in, then come back to this very page.
  const target = decision === '/logout' || decision === '/login' ? withReturnPath(decision, location) : decision;
  // /verification-sent needs the address it was sent to.
  return <Navigate to={target} replace state={account ? { email: account.email } : undefined} />;
}
