import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ApiError, hasLiveTokens, LoadingStatus, loadAccount, useSession } from 'shared';
import { AccountCard } from '../../components/account-card';
import { InvalidLink, LinkOutcome } from '../../components/link-outcome';
import { INVITATION_INVALID } from '../../components/messages';
import { ResendVerificationButton } from '../../components/resend-verification';
import { useEmailVerification } from './registration-api';

export const EMAIL_VERIFIED = 'Your email is verified.';

/**
 * A used or expired verification link is not a dead end: a signed-in unverified user sends a new one
 * from here; anyone else logs in, which takes an unverified account to /verification-sent and its resend.
 */
function DeadVerificationLink({ unverifiedEmail }: { unverifiedEmail: string | null }) {
  return (
    <Stack>
      <Alert color="red" role="alert">
        {INVITATION_INVALID}
      </Alert>
      {unverifiedEmail ? (
        <ResendVerificationButton email={unverifiedEmail} />
      ) : (
        <>
          <Text size="sm">Log in to get a new verification link.</Text>
          <Anchor component={Link} to="/login">
            Log in
          </Anchor>
        </>
      )}
    </Stack>
  );
}

/** 000 §2 /register/verify/{token}: verifies once, then success or the invalid-link text with a way to resend. */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verification = useEmailVerification(token);
  const signedIn = useSession((session) => hasLiveTokens(session.tokens));
  const account = useSession((session) => (hasLiveTokens(session.tokens) ? session.account : null));

  // A signed-in session still holds the unverified account, which the guards would send back here.
  useEffect(() => {
    if (verification.isSuccess && signedIn) void loadAccount().catch(() => undefined);
  }, [verification.isSuccess, signedIn]);

  if (!token) return <Navigate to="/" replace />;
  const linkInvalid = verification.error instanceof ApiError && verification.error.status === 400;

  return (
    <AccountCard title="Verify your email">
      {verification.isPending ? (
        <LoadingStatus label="Verifying" />
      ) : verification.isSuccess ? (
        <LinkOutcome message={EMAIL_VERIFIED} to={signedIn ? '/' : '/login'} label={signedIn ? 'Continue' : 'Log in'} />
      ) : linkInvalid && account?.is_verified ? (
        <InvalidLink to="/" />
      ) : linkInvalid ? (
        <DeadVerificationLink unverifiedEmail={account ? account.email : null} />
      ) : (
        <Stack>
          <Alert color="red" role="alert">
            Your email could not be verified. Please try again.
          </Alert>
          <Button variant="light" onClick={() => void verification.refetch()}>
            Retry
          </Button>
        </Stack>
      )}
    </AccountCard>
  );
}
