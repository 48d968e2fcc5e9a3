import { Button, Checkbox, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useNavigate } from 'react-router-dom';
import { firstIssue, hasLiveTokens, MutationError, useSession } from 'shared';
import { TermsLabel } from '../../components/legal-links';
import { profileSchema, useUpdateProfile } from './update-profile';

const field = (key: keyof typeof profileSchema.entries) => (value: unknown) =>
  firstIssue(profileSchema.entries[key], value);

/** 000 §2: complete-profile page for a verified user without a first name. */
export default function OnboardingPage() {
  const navigate = useNavigate();
  const account = useSession((state) => (hasLiveTokens(state.tokens) ? state.account : null));
  const saving = useUpdateProfile();
  const form = useForm({
    initialValues: { first_name: '', last_name: '', accepted_terms: false },
    validate: {
      first_name: field('first_name'),
      last_name: field('last_name'),
      accepted_terms: field('accepted_terms'),
    },
  });

  if (!account) return <Navigate to="/login" replace />;
  if (account.first_name) return <Navigate to="/" replace />;

  const submit = form.onSubmit((values) =>
    saving.mutate(values, { onSuccess: () => navigate('/', { replace: true }) }),
  );

  return (
    <Container size={460} py="xl">
      <Title order={1} mb="xs">
        Complete your profile
      </Title>
      <Text c="dimmed" mb="lg">
        Tell us who you are before you start.
      </Text>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <MutationError error={saving.error} fallback="Your profile could not be saved. Please try again." />
            <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('last_name')} />
            <Checkbox label={<TermsLabel />} {...form.getInputProps('accepted_terms', { type: 'checkbox' })} />
            <Button type="submit" loading={saving.isPending}>
              Continue
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
