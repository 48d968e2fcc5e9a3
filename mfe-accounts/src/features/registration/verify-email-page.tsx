import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { ApiError, hasLiveTokens, loadAccount, useSession } from 'shared';
import { AccountCard } from '../../components/account-card';
import { InvalidLink, LinkOutcome } from '../../components/link-outcome';
import { useEmailVerification } from './registration-api';

export const EMAIL_VERIFIED = 'Your email is verified.';

/** 000 §2 /register/verify/{token}: verifies once, then success or the invalid-link text. */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verification = useEmailVerification(token);
  const signedIn = useSession((session) => hasLiveTokens(session.tokens));

  // A signed-in session still holds the unverified account, which the guards would send back here.
  useEffect(() => {
    if (verification.isSuccess && signedIn) void loadAccount().catch(() => undefined);
  }, [verification.isSuccess, signedIn]);

  if (!token) return <Navigate to="/" replace />;
  const linkInvalid = verification.error instanceof ApiError && verification.error.status === 400;

  return (
    <AccountCard title="Verify your email">
      {verification.isPending ? (
        <Center py="md">
          <Loader aria-label="Verifying" />
        </Center>
      ) : verification.isSuccess ? (
        <LinkOutcome message={EMAIL_VERIFIED} to={signedIn ? '/' : '/login'} label={signedIn ? 'Continue' : 'Log in'} />
      ) : linkInvalid ? (
        <InvalidLink />
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
