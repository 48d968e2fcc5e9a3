import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { getRuntimeConfig, hasLiveTokens, returnPathFrom, useSession } from 'shared';
import { AccountCard } from '../../components/account-card';
import { INVITATION_INVALID } from '../../components/messages';
import { loginBanner, type AccountPageState } from '../../components/invitation-state';
import { TermsAndPrivacy } from '../../components/legal-links';
import { LoginForm } from './login-form';

export default function LoginPage() {
  const location = useLocation();
  const state = (location.state ?? {}) as AccountPageState;
  const signedIn = useSession((session) => hasLiveTokens(session.tokens) && session.account !== null);
  // Back to the landing, which now sees the invited user signed in and accepts (000 §4).
  if (signedIn && state.invitation) return <Navigate to={`/join-company/${state.invitation.token}`} replace />;
  // Back to the page a guard sent the signed-out visitor away from (000 §2 sends everyone else to /).
  if (signedIn) return <Navigate to={returnPathFrom(location.search) ?? '/'} replace />;

  return (
    <AccountCard
      title={`Log in to ${getRuntimeConfig().productName}`}
      footer={
        <Text size="xs" c="dimmed" ta="center" mt="md">
          By logging in you agree to our <TermsAndPrivacy />.
        </Text>
      }
    >
      <Stack>
        {state.error && <Alert color="red">{INVITATION_INVALID}</Alert>}
        {state.invitation && <Alert color="blue">{loginBanner(state.invitation)}</Alert>}
        <LoginForm fixedEmail={state.invitation?.email} />
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot-your-password" size="sm">
            Forgot your password?
          </Anchor>
          <Anchor component={Link} to="/register" state={state} size="sm">
            Sign up
          </Anchor>
        </Group>
      </Stack>
    </AccountCard>
  );
}
