import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, FormError, signIn, validateEmail } from 'shared';

export const LOGIN_FAILED = 'Incorrect email or password.';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return LOGIN_FAILED;
  if (error instanceof ApiError && error.status === 429) return error.message;
  return 'We could not reach the sign-in service. Please try again.';
}

/** Signs in; the page redirects once the session holds an account, so the form never navigates itself. */
export function LoginForm({ fixedEmail }: { fixedEmail?: string }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: fixedEmail ?? '', password: '' },
    validate: {
      email: validateEmail,
      password: (value) => (value ? null : 'Password is required'),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(queryClient, email.trim(), password);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={failure} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          disabled={Boolean(fixedEmail)}
          {...form.getInputProps('email')}
        />
        <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
        <Button type="submit" loading={form.submitting}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
