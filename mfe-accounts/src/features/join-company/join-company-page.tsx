import { Anchor, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  ApiError,
  hasLiveTokens,
  LoadingPanel,
  LoadingStatus,
  loadAccount,
  MutationError,
  signOut,
  useSession,
} from 'shared';
import { AccountCard } from '../../components/account-card';
import type { AccountPageState } from '../../components/invitation-state';
import { InvalidLink } from '../../components/link-outcome';
import { activateInvitation, getInvitation } from './invitation-api';
import { landingStep } from './landing';

/** 000 §4: the invitation landing, /join-company/{token}. */
export default function JoinCompanyPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedInEmail = useSession((session) =>
    hasLiveTokens(session.tokens) ? (session.account?.email ?? null) : null,
  );
  const invitation = useQuery({
    queryKey: ['invitation-landing', token],
    // A token nobody issued is an invalid invitation, not a failure to load.
    queryFn: () =>
      getInvitation(token).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }),
    retry: false,
    staleTime: Infinity,
  });
  const accept = useMutation({
    mutationFn: () => activateInvitation(token),
    onSuccess: async () => {
      await loadAccount();
      await queryClient.invalidateQueries();
      navigate('/login', { replace: true });
    },
  });
  const step = invitation.isSuccess ? landingStep(token, invitation.data, signedInEmail) : null;
  const started = useRef(false);

  useEffect(() => {
    if (!step || started.current) return;
    if (step.kind === 'invalid' && signedInEmail) return;
    started.current = true;
    if (step.kind === 'accept') {
      accept.mutate();
    } else if (step.kind === 'invalid') {
      void navigate('/login', { replace: true, state: { error: true } });
    } else {
      if (signedInEmail) void signOut();
      const state: AccountPageState = { invitation: step.invitation };
      void navigate(step.kind === 'login' ? '/login' : '/register', { replace: true, state });
    }
  }, [step, signedInEmail, accept, navigate]);

  return (
    <AccountCard title="Joining">
      <LoadingPanel
        isLoading={invitation.isPending}
        error={invitation.error}
        errorText="The invitation could not be loaded."
        onRetry={() => void invitation.refetch()}
      >
        {step?.kind === 'invalid' ? (
          <InvalidLink to="/" />
        ) : accept.isError ? (
          <Stack>
            <MutationError error={accept.error} fallback="The invitation could not be accepted. Please try again." />
            <Anchor component={Link} to="/">
              Go back
            </Anchor>
          </Stack>
        ) : (
          <LoadingStatus label="Joining" />
        )}
      </LoadingPanel>
    </AccountCard>
  );
}
