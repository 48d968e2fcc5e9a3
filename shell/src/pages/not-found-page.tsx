import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Stack align="flex-start">
      <Title order={1}>Page not found.</Title>
      <Text>It looks like you&apos;re trying to access a page that doesn&apos;t exist.</Text>
      <Anchor component={Link} to="/">
        Go back
      </Anchor>
    </Stack>
  );
}
