import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { getRuntimeConfig, hasLiveTokens, useSession } from 'shared';
import { AccountCard } from '../../components/account-card';
import { INVITATION_INVALID } from '../../components/messages';
import { invitationBanner, type LoginState } from './invitation-state';
import { LoginForm } from './login-form';

export default function LoginPage() {
  const state = (useLocation().state ?? {}) as LoginState;
  const signedIn = useSession((session) => hasLiveTokens(session.tokens) && session.account !== null);
  if (signedIn) return <Navigate to="/" replace />;

  return (
    <AccountCard
      title={`Log in to ${getRuntimeConfig().productName}`}
      footer={
        <Text size="xs" c="dimmed" ta="center" mt="md">
          By logging in you agree to our Terms of Service and Privacy Policy.
        </Text>
      }
    >
      <Stack>
        {state.error && <Alert color="red">{INVITATION_INVALID}</Alert>}
        {state.invitation && <Alert color="blue">{invitationBanner(state.invitation)}</Alert>}
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
