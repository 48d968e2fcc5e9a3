import { Alert, Button, Container, MantineProvider } from '@mantine/core';
import { consoleTheme } from 'shared';

/** Shown when remotes.json cannot be read: nothing else can load, so offer a reload. */
export function StartupError() {
  return (
    <MantineProvider theme={consoleTheme}>
      <Container size="sm" py="xl">
        <Alert color="red" title="The console could not start." role="alert">
          Its configuration could not be loaded. Check your connection and try again.
          <Button mt="md" display="block" onClick={() => window.location.reload()}>
            Retry
          </Button>
        </Alert>
      </Container>
    </MantineProvider>
  );
}
