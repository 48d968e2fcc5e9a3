import { Anchor, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingPanel, queryState, useProjects, useSession } from 'shared';
import { ProjectsTable } from './projects-table';
import { visibleProjects } from './visible-projects';

export const SEARCH_DEBOUNCE_MS = 500;
export const PROJECTS_FAILED = 'Failed to load projects. Please try again.';

function NoTeam() {
  return (
    <Text>
      You must be part of a team to access projects.{' '}
      <Anchor component={Link} to="/need-help">
        Get in touch
      </Anchor>
    </Text>
  );
}

/** 001 §2 projects list: search kept in the query string, newest first, 15 per page. */
export default function ProjectsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const hasTeam = useSession((state) => Boolean(state.account?.company_id));
  const projects = useProjects();
  const setSearch = useDebouncedCallback((value: string) => {
    setParams(
      (current) => {
        if (value) current.set('search', value);
        else current.delete('search');
        return current;
      },
      { replace: true },
    );
  }, SEARCH_DEBOUNCE_MS);

  const visible = visibleProjects(projects.data ?? [], search);

  return (
    <Stack>
      <Title order={1}>Your Projects</Title>
      <Group>
        <TextInput
          aria-label="Search projects"
          placeholder="Search projects"
          defaultValue={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      <LoadingPanel
        {...queryState(projects)}
        errorText={PROJECTS_FAILED}
        isEmpty={visible.length === 0}
        emptyText={hasTeam || search.trim() ? 'No projects found.' : <NoTeam />}
      >
        <ProjectsTable projects={visible} />
      </LoadingPanel>
    </Stack>
  );
}
