import '@mantine/core/styles/Card.css';
import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PanelErrorBoundary } from './panel-error-boundary';

interface PanelProps {
  title: string;
  /** What the numbers cover (range, time zone, limits), under the title. */
  note?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** A titled analytics panel with its own error boundary; the title names the region for assistive technology. */
export function Panel({ title, note, onRetry, children }: PanelProps) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={note ? 4 : 'sm'}>
        {title}
      </Title>
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
