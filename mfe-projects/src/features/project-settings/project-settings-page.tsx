import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { LoadingPanel, projectPermissions, queryState, useMyProject } from 'shared';
import { TimeZoneForm } from './time-zone-form';

/** /projects/:p/settings: the project's own settings (for now its time zone); changing them needs project:update. */
export default function ProjectSettingsPage() {
  const { projectId = '' } = useParams();
  const project = useMyProject(projectId);

  return (
    <Stack>
      <Title order={1}>Settings</Title>
      <LoadingPanel {...queryState(project)} errorText="Failed to load the project's settings. Please try again.">
        {project.data && (
          <TimeZoneForm
            projectId={projectId}
            timeZone={project.data.timeZone}
            canChange={projectPermissions(project.data).has('project:update')}
          />
        )}
      </LoadingPanel>
    </Stack>
  );
}
