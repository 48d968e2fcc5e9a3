import { Button, Group, PasswordInput, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { signIn } from '../session/session-actions';

/** Development only: a remote served alone has its own origin, hence its own (empty) session. */
export function StandaloneSignIn() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn(queryClient, String(form.get('email')), String(form.get('password'))).catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : 'Sign-in failed'),
    );
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end">
        <TextInput name="email" label="Email" defaultValue="admin@demo.test" />
        <PasswordInput name="password" label="Password" defaultValue="demo-pass-1" error={error} />
        <Button type="submit">Sign in</Button>
      </Group>
    </form>
  );
}
