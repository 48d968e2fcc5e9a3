import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { INVITATION_INVALID } from './messages';

/** What an emailed link's page says once it has been used: a message and where to go next. */
export function LinkOutcome({
  message,
  invalid = false,
  to,
  label,
}: {
  message: string;
  invalid?: boolean;
  to: string;
  label: string;
}) {
  return (
    <Stack>
      <Alert color={invalid ? 'red' : 'green'} role={invalid ? 'alert' : 'status'}>
        {message}
      </Alert>
      <Anchor component={Link} to={to}>
        {label}
      </Anchor>
    </Stack>
  );
}

/** 000 §8: a used, cancelled or expired link, with the way back the spec gives. */
export const InvalidLink = ({ to = '/login' }: { to?: string }) => (
  <LinkOutcome message={INVITATION_INVALID} invalid to={to} label="Go back" />
);

/** The shape of every emailed link's token, as the API checks it (api/src/schemas/registration.ts LinkToken). */
export const isLinkToken = (token: string) => /^[\w-]{20,100}$/.test(token);
