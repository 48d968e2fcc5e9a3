import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, projectKeys, type Project } from 'shared';
import * as v from 'valibot';

/** IANA zone names the browser knows (Intl lists canonical names only, so 'UTC' is added); the API checks the same list. */
export const TIME_ZONES: readonly string[] = [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];

export const timeZoneSchema = v.picklist(TIME_ZONES as string[], 'Choose a time zone from the list.');

export interface ProjectSettings {
  timeZone: string;
}

export async function updateProjectSettings(projectId: string, settings: ProjectSettings): Promise<Project> {
  return api('auth')
    .patch(`projects/${encodeURIComponent(projectId)}`, { json: settings })
    .json<Project>();
}

/** The project's answers (its own and every list) are read again, so the analytics' "today" follows the new zone. */
export function useUpdateProjectSettings(projectId: string, update = updateProjectSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ProjectSettings) => update(projectId, settings),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.mine(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      ]),
  });
}
