import { Alert, Button, Text } from '@mantine/core';

/** A frame whose project or collection failed to load for a reason other than "not found". */
export function FrameLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title} role="alert">
      <Text size="sm">Check your connection and try again.</Text>
      <Button mt="sm" variant="light" color="red" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
