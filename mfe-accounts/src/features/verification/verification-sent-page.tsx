import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { MutationError } from 'shared';
import { useResendVerificationEmail } from './resend-verification';

export const VERIFICATION_RESENT = 'We sent a new link. Links sent before it no longer work.';

/** 000 §2: tells where the verification message went; without a known address it goes to /login. */
export default function VerificationSentPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  const resend = useResendVerificationEmail();
  if (!email) return <Navigate to="/login" replace />;
  return (
    <Container size={520} py="xl">
      <Stack>
        <Title order={1}>Please verify your email.</Title>
        <Text>
          We sent a verification message to <strong>{email}</strong>. Follow the link in it to activate your account.
        </Text>
        <Text c="dimmed">Can&apos;t find it? Check your spam folder.</Text>
        {resend.isSuccess && (
          <Text role="status" c="teal.9">
            {VERIFICATION_RESENT}
          </Text>
        )}
        <MutationError error={resend.error} fallback="The email could not be sent. Please try again." />
        <Group>
          <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate(email)}>
            Send the email again
          </Button>
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
