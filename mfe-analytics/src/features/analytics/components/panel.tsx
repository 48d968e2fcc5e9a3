import '@mantine/core/styles/Card.css';
import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled analytics panel; the title names the region for assistive technology. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
