import { Alert, Box, Button, Center, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface LoadingPanelProps {
  isLoading: boolean;
  error?: unknown;
  /** True while the content shown is the previous page or filter's and the next is on its way. */
  isUpdating?: boolean;
  isEmpty?: boolean;
  /** The spec's empty text, shown verbatim. */
  emptyText?: ReactNode;
  /** Our own sentence: a server's message is never shown here. */
  errorText?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

export const LOAD_FAILED = 'The data could not be loaded.';

/**
 * A spinner screen readers announce: a live `status` region named by the label. The spinner itself is
 * hidden, as an `aria-label` on its plain element is prohibited (axe: aria-prohibited-attr).
 */
export function LoadingStatus({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

/** The LoadingPanel props a query decides: loading, error with retry, and whether it is updating. */
export function queryState(query: UseQueryResult) {
  return {
    isLoading: query.isPending,
    error: query.error,
    isUpdating: query.isPlaceholderData,
    onRetry: () => void query.refetch(),
  };
}

/** Every list and panel decides loading → error (with retry) → empty → content here, in that order. */
export function LoadingPanel({
  isLoading,
  error,
  isUpdating = false,
  isEmpty,
  emptyText,
  errorText = LOAD_FAILED,
  onRetry,
  children,
}: LoadingPanelProps) {
  if (isLoading) {
    return <LoadingStatus />;
  }
  if (error) {
    return (
      <Alert color="red" title="Something went wrong" role="alert">
        <Text size="sm">{errorText}</Text>
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
  return (
    <Box aria-busy={isUpdating} style={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {children}
    </Box>
  );
}
