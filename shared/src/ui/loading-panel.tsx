import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LoadingPanelProps {
  isLoading: boolean;
  error?: unknown;
  isEmpty?: boolean;
  /** The spec's empty text, shown verbatim. */
  emptyText?: ReactNode;
  errorText?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** Every list and panel decides loading → error (with retry) → empty → content here, in that order. */
export function LoadingPanel({
  isLoading,
  error,
  isEmpty,
  emptyText,
  errorText,
  onRetry,
  children,
}: LoadingPanelProps) {
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="red" title="Something went wrong" role="alert">
        <Text size="sm">{errorText ?? (error instanceof Error ? error.message : 'The data could not be loaded.')}</Text>
        {onRetry && (
          <Button mt="sm" variant="light" color="red" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <Text c="dimmed" py="lg">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
