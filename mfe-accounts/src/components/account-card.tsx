import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow centred card every signed-out page (log in, password reset) is laid out in. */
export function AccountCard({
  title,
  children,
  footer,
}: {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container size={420} py="xl">
      <Title order={1} ta="center" mb="lg">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        {children}
      </Paper>
      {footer}
    </Container>
  );
}
