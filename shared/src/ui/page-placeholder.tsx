import { Alert, Stack, Title } from '@mantine/core';
import type { ComponentType } from 'react';

/** A titled page whose feature has not landed yet; the README's status table lists these. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Alert color="gray" title="Not available yet">
        This page is planned and not built yet.
      </Alert>
    </Stack>
  );
}

export function placeholderPage(title: string): ComponentType {
  return function Placeholder() {
    return <PagePlaceholder title={title} />;
  };
}
