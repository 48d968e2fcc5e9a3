import { Anchor, Container, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../session/session-store';
import type { StandaloneRoute } from './mount-standalone';
import { StandaloneSignIn } from './standalone-sign-in';

export function StandaloneIndex({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  const email = useSession((state) => state.account?.email);
  return (
    <Container py="xl">
      <Title order={1}>{name} (standalone)</Title>
      <Text c="dimmed" mb="md">
        {email ? `Signed in as ${email}.` : 'Not signed in on this origin.'}
      </Text>
      {!email && <StandaloneSignIn />}
      <List>
        {routes.map(({ path, page }) => (
          <List.Item key={path}>
            <Anchor component={Link} to={path.replace(/:(\w+)/g, 'example-$1')}>
              {page}
            </Anchor>{' '}
            <Text span c="dimmed" size="sm">
              {path}
            </Text>
          </List.Item>
        ))}
      </List>
    </Container>
  );
}
