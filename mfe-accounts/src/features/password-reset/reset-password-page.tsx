import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AccountCard } from '../../components/account-card';
import { Navigate, useParams } from 'react-router-dom';
import { ApiError, FormError, validatePassword } from 'shared';
import { NewPasswordInput } from '../../components/password-rules';
import { INVITATION_INVALID } from '../../components/messages';
import { InvalidLink, isLinkToken, LinkOutcome } from '../../components/link-outcome';
import { RESET_DONE, useConfirmPasswordReset } from './password-reset-api';

function failureText(error: unknown): string {
  return error instanceof ApiError && error.status === 400 && error.code === 'INVALID_LINK'
    ? INVITATION_INVALID
    : 'The new password could not be saved. Please try again.';
}

/** 000 §2 /reset-password/:token: choose a new password with the emailed link. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmPasswordReset();
  const form = useForm({ initialValues: { password: '' }, validate: { password: validatePassword } });
  const submit = form.onSubmit(({ password }) => confirm.mutate({ token, password }));

  if (!token) return <Navigate to="/" replace />;
  // A token of the wrong shape was never issued: say the link is dead before a password is typed.
  const linkInvalid = !isLinkToken(token) || (confirm.isError && failureText(confirm.error) === INVITATION_INVALID);

  return (
    <AccountCard title="Reset your password">
      {confirm.isSuccess ? (
        <LinkOutcome message={RESET_DONE} to="/login" label="Log in" />
      ) : linkInvalid ? (
        <InvalidLink />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormError message={confirm.isError ? failureText(confirm.error) : null} />
            <NewPasswordInput label="New password" data-autofocus {...form.getInputProps('password')} />
            <Button type="submit" loading={confirm.isPending}>
              Save new password
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
