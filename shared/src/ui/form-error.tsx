import { Alert } from '@mantine/core';

/** A form's failure, announced to screen readers; renders nothing without one. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
