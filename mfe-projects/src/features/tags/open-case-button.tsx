import { Button, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api, MutationError } from 'shared';
import { paths } from 'shared/routes';
import type { Case, NewCaseBody } from 'shared/contracts/cases';

/**
 * Opens the tag's case by hand, or finds the one already open (the API answers it), and goes to it. The project's
 * cases are read again wherever they are shown.
 */
export function OpenCaseButton({ projectId, tagId }: { projectId: string; tagId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const opening = useMutation({
    mutationFn: (body: NewCaseBody) => api('events', { projectId }).post('cases', { json: body }).json<Case>(),
    onSuccess: async (opened) => {
      await queryClient.invalidateQueries({ queryKey: ['project', projectId, 'cases'] });
      void navigate(paths.case(projectId, opened.id));
    },
  });
  return (
    <Stack gap={4} align="flex-start">
      <MutationError error={opening.error} fallback="The case could not be opened. Please try again." />
      <Button variant="light" loading={opening.isPending} onClick={() => opening.mutate({ tagId })}>
        Open case
      </Button>
    </Stack>
  );
}
