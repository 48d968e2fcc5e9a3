import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { firstIssue, MutationError } from 'shared';
import { inviteSchema, useInviteToCompany, type InviteForm } from './invite-to-company';

export const INVITATION_SENT = (email: string) => `An invitation was sent to ${email}.`;

/** An email field and a send button: the invite dialog's body, and 'Invite to Company' in the manage dialog. */
export function InviteForm({
  companyId,
  submitLabel,
  onSent,
  autoFocus = false,
}: {
  companyId: string;
  submitLabel: string;
  onSent?: () => void;
  autoFocus?: boolean;
}) {
  const invitation = useInviteToCompany();
  const form = useForm<InviteForm>({
    initialValues: { email: '' },
    validate: { email: (value) => firstIssue(inviteSchema.entries.email, value) },
  });
  const submit = form.onSubmit(({ email }) =>
    invitation.mutate(
      { companyId, email },
      {
        onSuccess: () => {
          form.reset();
          onSent?.();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <MutationError error={invitation.error} fallback="The invitation could not be sent. Please try again." />
        {invitation.isSuccess && (
          <Text role="status" c="green.9">
            {INVITATION_SENT(invitation.data.email)}
          </Text>
        )}
        <TextInput
          label="Email"
          type="email"
          required
          data-autofocus={autoFocus || undefined}
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={invitation.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
