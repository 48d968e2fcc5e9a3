import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AccountCard } from '../../components/account-card';
import { Link } from 'react-router-dom';
import { validateEmail } from 'shared';
import { RESET_REQUESTED, useRequestPasswordReset } from './password-reset-api';

/** 000 §2 /forgot-your-password: ask for a reset link by email. */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm({ initialValues: { email: '' }, validate: { email: validateEmail } });
  const submit = form.onSubmit(({ email }) => request.mutate(email.trim()));

  return (
    <AccountCard title="Forgot your password">
      {request.isSuccess ? (
        <Stack>
          <Alert color="green" role="status">
            {RESET_REQUESTED}
          </Alert>
          <Anchor component={Link} to="/login">
            Back to log in
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">Enter the email of your account and we will send you a link to choose a new password.</Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              data-autofocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={request.isPending}>
              Send reset link
            </Button>
            <Anchor component={Link} to="/login" size="sm">
              Back to log in
            </Anchor>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
