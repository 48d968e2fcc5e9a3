import { Alert, Box, Button, Container, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { firstIssue, getRuntimeConfig, hasLiveTokens, MutationError, useSession } from 'shared';
import { helpRequestSchema, useSendHelpRequest, type HelpRequestForm } from './help-request-api';

const field = (key: keyof typeof helpRequestSchema.entries) => (value: unknown) =>
  firstIssue(helpRequestSchema.entries[key], value);

export const HELP_REQUEST_SENT = 'Thank you. Your request has been sent; we will reply by email.';

/** A configured forms provider's form, with the user's address filled in through `{email}`. */
function EmbeddedForm({ url, email }: { url: string; email: string }) {
  return (
    <Box
      component="iframe"
      title="Contact form"
      src={url.replace('{email}', encodeURIComponent(email))}
      w="100%"
      h={640}
      style={{ border: 0 }}
    />
  );
}

/**
 * 000 §2 /need-help: a contact form with the user's email filled in; 'Submit another' and 'Done' after.
 * Open to anyone: a signed-out or unverified person types the address to be answered at.
 */
export default function NeedHelpPage() {
  const navigate = useNavigate();
  const email = useSession((session) => (hasLiveTokens(session.tokens) ? (session.account?.email ?? '') : ''));
  const sending = useSendHelpRequest();
  const form = useForm<HelpRequestForm>({
    initialValues: { reply_to: email, subject: '', message: '' },
    validate: { reply_to: field('reply_to'), subject: field('subject'), message: field('message') },
  });
  const embedUrl = getRuntimeConfig().needHelpFormUrl;
  const done = (
    <Button variant={embedUrl ? 'default' : 'filled'} onClick={() => navigate('/')}>
      Done
    </Button>
  );

  const body = embedUrl ? (
    <Stack>
      <EmbeddedForm url={embedUrl} email={email} />
      <Group>{done}</Group>
    </Stack>
  ) : sending.isSuccess ? (
    <Stack>
      <Alert color="green" role="status">
        {HELP_REQUEST_SENT}
      </Alert>
      <Group>
        <Button
          variant="default"
          onClick={() => {
            form.setValues({ subject: '', message: '' });
            sending.reset();
          }}
        >
          Submit another
        </Button>
        {done}
      </Group>
    </Stack>
  ) : (
    <form onSubmit={form.onSubmit((values) => sending.mutate(values))} noValidate>
      <Stack>
        <MutationError error={sending.error} fallback="Your request could not be sent. Please try again." />
        <TextInput label="Your email" type="email" required autoComplete="email" {...form.getInputProps('reply_to')} />
        <TextInput label="Subject" required {...form.getInputProps('subject')} />
        <Textarea label="How can we help?" required autosize minRows={5} {...form.getInputProps('message')} />
        <Group>
          <Button type="submit" loading={sending.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );

  return (
    <Container size={640} py="xl">
      <Title order={1} mb="xs">
        Need help?
      </Title>
      <Text c="dimmed" mb="lg">
        Tell us what you need and our team will get back to you.
      </Text>
      <Paper withBorder p="lg">
        {body}
      </Paper>
    </Container>
  );
}
