import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PanelErrorBoundary } from './panel-error-boundary';

interface PanelProps {
  title: string;
  /** What the numbers cover (range, time zone, limits), under the title. */
  note?: ReactNode;
  /** Controls of the panel's own (a switch), beside the title and outside the error boundary. */
  actions?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** A titled analytics panel with its own error boundary; the title names the region for assistive technology. */
export function Panel({ title, note, actions, onRetry, children }: PanelProps) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="start" gap="xs" mb={note ? 4 : 'sm'}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {note && (
        <Text size="xs" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      <PanelErrorBoundary title={title} onRetry={onRetry}>
        {children}
      </PanelErrorBoundary>
    </Card>
  );
}
