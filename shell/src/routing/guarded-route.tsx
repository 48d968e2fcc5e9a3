import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from 'shared';
import { decideGuard } from './guard';
import type { Access } from './route-table';

export function GuardedRoute({ access, children }: { access: Access; children: ReactNode }) {
  const tokens = useSession((state) => state.tokens);
  const account = useSession((state) => state.account);
  if (access === 'public') return <>{children}</>;
  const decision = decideGuard({ tokens, account }, access);
  if (decision === 'show') return <>{children}</>;
  // /verification-sent needs the address it was sent to.
  return <Navigate to={decision} replace state={account ? { email: account.email } : undefined} />;
}
