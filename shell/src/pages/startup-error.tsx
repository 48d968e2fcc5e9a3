import { Alert, Button, Code, Container, MantineProvider, Text } from '@mantine/core';
import { consoleTheme } from 'shared';

/** Shown when the runtime files cannot be read or are wrong: nothing else can load, so say why and offer a reload. */
export function StartupError({ detail }: { detail?: string }) {
  return (
    <MantineProvider theme={consoleTheme}>
      <Container size="sm" py="xl">
        <Alert color="red" title="The console could not start." role="alert">
          <Text size="sm">Its configuration could not be loaded. Check your connection and try again.</Text>
          {detail && (
            <Code block mt="sm">
              {detail}
            </Code>
          )}
          <Button mt="md" display="block" onClick={() => window.location.reload()}>
            Retry
          </Button>
        </Alert>
      </Container>
    </MantineProvider>
  );
}
