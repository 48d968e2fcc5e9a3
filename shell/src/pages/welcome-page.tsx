import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getRuntimeConfig, isSuperUser, useSession } from 'shared';
import { paths } from 'shared/routes';

function WelcomeCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** 000 §1: greets the user by first name and links to a project, printing guidelines and the developer portal. */
export function WelcomePage() {
  const firstName = useSession((state) => state.account?.first_name);
  const canCreateProjects = useSession((state) => isSuperUser(state.account));
  const config = getRuntimeConfig();
  return (
    <Stack>
      <Title order={1}>Welcome, {firstName}</Title>
      <Text c="dimmed">Order, print and track your {config.productName}s.</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {canCreateProjects ? (
          <WelcomeCard title="Create a project">
            <Text size="sm" mb="sm">
              Group your collections of fingerprints by product line or market.
            </Text>
            <Anchor component={Link} to={paths.projects()}>
              Go to your projects
            </Anchor>
          </WelcomeCard>
        ) : (
          // Only the provider creates projects: offer what this person can do, and who does the rest.
          <WelcomeCard title="Your projects">
            <Text size="sm" mb="sm">
              Your collections of fingerprints, grouped by product line or market. {config.productName} sets up new
              projects for your company:{' '}
              <Anchor component={Link} to={paths.needHelp()} size="sm">
                contact us
              </Anchor>{' '}
              to start one.
            </Text>
            <Anchor component={Link} to={paths.projects()}>
              Go to your projects
            </Anchor>
          </WelcomeCard>
        )}
        {config.printingGuidelinesUrl && (
          <WelcomeCard title="Printing guidelines">
            <Text size="sm" mb="sm">
              Sizes, materials and print checks that keep every tag scannable.
            </Text>
            <Anchor href={config.printingGuidelinesUrl} target="_blank" rel="noreferrer">
              Read the printing guidelines
            </Anchor>
          </WelcomeCard>
        )}
        <WelcomeCard title="Developer portal">
          <Text size="sm" mb="sm">
            Integrate scans, tags and collections through the API.
          </Text>
          <Anchor href={config.developerPortalUrl} target="_blank" rel="noreferrer">
            Open the developer portal
          </Anchor>
        </WelcomeCard>
      </SimpleGrid>
    </Stack>
  );
}
