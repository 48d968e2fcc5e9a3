import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api, MutationError } from 'shared';

async function resendVerificationEmail(email: string): Promise<void> {
  await api('auth').post('users/verification-email', { json: { email } });
}

const useResendVerificationEmail = () => useMutation({ mutationFn: resendVerificationEmail });

export const VERIFICATION_RESENT = 'We sent a new link. Links sent before it no longer work.';

/** "Send the email again", with what came of it: /verification-sent and a dead verification link offer it. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerificationEmail();
  return (
    <Stack align="flex-start" gap="xs">
      {resend.isSuccess && (
        <Text role="status" c="teal.9">
          {VERIFICATION_RESENT}
        </Text>
      )}
      <MutationError error={resend.error} fallback="The email could not be sent. Please try again." />
      <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate(email)}>
        Send the email again
      </Button>
    </Stack>
  );
}
