import { Alert } from '@mantine/core';
import { ApiError } from '../api/api-error';

/** A form's failure, announced to screen readers; renders nothing without one. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

/** The API's own refusal (a 4xx: permission, validation, limit) is worth reading; anything else gets our sentence. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return fallback;
}

/** A mutation's failure in a form: nothing while it has not failed. */
export function MutationError({ error, fallback }: { error: unknown; fallback: string }) {
  return <FormError message={error ? failureMessage(error, fallback) : null} />;
}
