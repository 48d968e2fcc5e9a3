import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, firstIssue, getRuntimeConfig, hasLiveTokens, MutationError, useSession } from 'shared';
import { AccountCard } from '../../components/account-card';
import { TermsLabel } from '../../components/legal-links';
import { registerBanner, type AccountPageState } from '../../components/invitation-state';
import { INVITATION_INVALID } from '../../components/messages';
import { NewPasswordInput } from '../../components/password-rules';
import { registrationSchema, useRegister, type RegistrationForm } from './registration-api';

const field = (key: keyof typeof registrationSchema.entries) => (value: unknown) =>
  firstIssue(registrationSchema.entries[key], value);

function failureText(error: unknown): string | null {
  if (error instanceof ApiError && error.code === 'INVALID_LINK') return INVITATION_INVALID;
  return null;
}

/**
 * 000 §2 /register. With an invitation the email is the invited one and success signs in; without
 * one, a configured external registration site takes over, else our own form asks for a verification.
 */
export default function RegisterPage() {
  const { invitation } = (useLocation().state ?? {}) as AccountPageState;
  const navigate = useNavigate();
  const signedIn = useSession((session) => hasLiveTokens(session.tokens) && session.account !== null);
  const externalUrl = invitation ? '' : getRuntimeConfig().registrationUrl;
  const registering = useRegister(invitation?.token);
  const form = useForm<RegistrationForm>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: invitation?.email ?? '',
      password: '',
      accepted_terms: false,
    },
    validate: {
      first_name: field('first_name'),
      last_name: field('last_name'),
      email: field('email'),
      password: field('password'),
      accepted_terms: field('accepted_terms'),
    },
  });

  useEffect(() => {
    if (externalUrl) window.location.assign(externalUrl);
  }, [externalUrl]);

  if (signedIn) return <Navigate to="/" replace />;
  if (externalUrl) return <AccountCard title="Sign up">Taking you to registration…</AccountCard>;

  const submit = form.onSubmit((values) =>
    registering.mutate(values, {
      onSuccess: (answer) =>
        answer.status === 'registered'
          ? navigate('/', { replace: true })
          : navigate('/verification-sent', { replace: true, state: { email: values.email.trim() } }),
    }),
  );
  const linkInvalid = failureText(registering.error);

  return (
    <AccountCard
      title="Sign up"
      footer={
        <Text size="sm" ta="center" mt="md">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" state={invitation ? { invitation } : undefined}>
            Log in
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {invitation && <Alert color="blue">{registerBanner(invitation)}</Alert>}
          {linkInvalid ? (
            <Alert color="red" role="alert">
              {linkInvalid}
            </Alert>
          ) : (
            <MutationError error={registering.error} fallback="Your account could not be created. Please try again." />
          )}
          <Group grow align="flex-start">
            <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('last_name')} />
          </Group>
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            disabled={Boolean(invitation)}
            {...form.getInputProps('email')}
          />
          <NewPasswordInput label="Password" {...form.getInputProps('password')} />
          <Checkbox label={<TermsLabel />} {...form.getInputProps('accepted_terms', { type: 'checkbox' })} />
          <Button type="submit" loading={registering.isPending}>
            Sign up
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
