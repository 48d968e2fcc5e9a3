import { Anchor, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingPanel, loadProjects, useAsyncData, useSession } from 'shared';
import { ProjectsTable } from './projects-table';

export const SEARCH_DEBOUNCE_MS = 500;

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
  const projects = useAsyncData('projects', () => loadProjects(useSession.getState().account));
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

  const needle = search.trim().toLowerCase();
  const visible = (projects.data ?? [])
    .filter((project) => !needle || project.name.toLowerCase().includes(needle))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));

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
        isLoading={projects.isLoading && !projects.data}
        error={projects.error}
        errorText={
          <>
            Failed to load projects. Please try again.{' '}
            <Anchor component="button" type="button" onClick={projects.reload}>
              Retry
            </Anchor>
          </>
        }
        isEmpty={visible.length === 0}
        emptyText={hasTeam || needle ? 'No projects found.' : <NoTeam />}
      >
        <ProjectsTable projects={visible} />
      </LoadingPanel>
    </Stack>
  );
}
