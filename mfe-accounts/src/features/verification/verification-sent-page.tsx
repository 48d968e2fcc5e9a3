import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { ResendVerificationButton } from '../../components/resend-verification';

/** 000 §2: tells where the verification message went; without a known address it goes to /login. */
export default function VerificationSentPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  if (!email) return <Navigate to="/login" replace />;
  return (
    <Container size={520} py="xl">
      <Stack>
        <Title order={1}>Please verify your email.</Title>
        <Text>
          We sent a verification message to <strong>{email}</strong>. Follow the link in it to activate your account.
        </Text>
        <Text c="dimmed">Can&apos;t find it? Check your spam folder.</Text>
        <ResendVerificationButton email={email} />
        <Group>
          {/* /need-help is open to unverified and signed-out people (ADR 0032). */}
          <Anchor component={Link} to="/need-help">
            Contact us
          </Anchor>
          <Anchor component={Link} to="/logout">
            Go back
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
