import { Anchor, AppShell, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getRuntimeConfig, hasLiveTokens, useSession } from 'shared';
import { TopNavigation } from './top-navigation';

export function AppLayout({ children }: { children: ReactNode }) {
  const signedIn = useSession((state) => hasLiveTokens(state.tokens) && state.account !== null);
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="dark">
            <Text fw={700}>{getRuntimeConfig().productName} console</Text>
          </Anchor>
          {signedIn && <TopNavigation />}
        </Group>
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
