import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ApiError } from 'shared';
import { paths } from 'shared/routes';

export const PROJECT_NOT_FOUND = 'Project not found.';
export const COLLECTION_NOT_FOUND = 'Collection not found.';

/**
 * The project or collection does not exist for this caller: 404, or 400 for an id that is not a UUID
 * (the API refuses it before looking; a retry can never find it).
 */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** 000 §2 / 001 §2: the error page of a missing project or collection, with a link back to /projects. */
export function FrameNotFound({ title, linkLabel }: { title: string; linkLabel: string }) {
  return (
    <Stack align="flex-start">
      <Title order={1}>{title}</Title>
      <Anchor component={Link} to={paths.projects()}>
        {linkLabel}
      </Anchor>
    </Stack>
  );
}
