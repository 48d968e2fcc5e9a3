import { Anchor, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  isSuperUser,
  LabelledPagination,
  LoadingPanel,
  PAGE_SIZE,
  queryState,
  useCompanies,
  useProjectsPage,
  useSession,
  type ProjectFilters,
} from 'shared';
import { CreateProjectDialog } from './create-project-dialog';
import { ProjectsTable } from './projects-table';

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

/** Filters live in the query string (001 §2: `search`, `owner`; the page too, so Back returns to it). */
function useProjectFilters(): [ProjectFilters, (changes: Partial<ProjectFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: ProjectFilters = {
    search: params.get('search') ?? '',
    owner: params.get('owner') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const change = (changes: Partial<ProjectFilters>) =>
    setParams(
      (current) => {
        // A new search or owner starts again from the first page.
        const next = { ...filters, page: 1, ...changes };
        for (const [name, value] of Object.entries(next)) {
          const isDefault = value === '' || (name === 'page' && value === 1);
          if (isDefault) current.delete(name);
          else current.set(name, String(value));
        }
        return current;
      },
      { replace: true },
    );
  return [filters, change];
}

function OwnerFilter({ value, onChange }: { value: string; onChange: (owner: string) => void }) {
  const companies = useCompanies();
  return (
    <Select
      aria-label="Owner"
      placeholder={companies.isError ? 'Owners could not be loaded' : 'All owners'}
      clearable
      searchable
      data={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
      value={value || null}
      onChange={(owner) => onChange(owner ?? '')}
    />
  );
}

/** 001 §2 projects list: searched, filtered and paged on the server, newest first, 15 per page. */
export default function ProjectsPage() {
  const [filters, changeFilters] = useProjectFilters();
  const superUser = useSession((state) => isSuperUser(state.account));
  const hasTeam = useSession((state) => Boolean(state.account?.company_id));
  const [creating, setCreating] = useState(false);
  const projects = useProjectsPage(filters);
  const setSearch = useDebouncedCallback((search: string) => changeFilters({ search }), SEARCH_DEBOUNCE_MS);
  const rows = projects.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((projects.data?.total ?? 0) / PAGE_SIZE));
  const filtered = Boolean(filters.search.trim() || filters.owner);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Your Projects</Title>
        {superUser && <Button onClick={() => setCreating(true)}>Create project</Button>}
      </Group>
      <Group>
        <TextInput
          aria-label="Search projects"
          placeholder="Search projects"
          defaultValue={filters.search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {superUser && <OwnerFilter value={filters.owner} onChange={(owner) => changeFilters({ owner })} />}
      </Group>
      <LoadingPanel
        {...queryState(projects)}
        errorText={PROJECTS_FAILED}
        isEmpty={rows.length === 0}
        emptyText={hasTeam || filtered ? 'No projects found.' : <NoTeam />}
      >
        <ProjectsTable projects={rows} />
        {pages > 1 && (
          <LabelledPagination total={pages} value={filters.page} onChange={(page) => changeFilters({ page })} />
        )}
      </LoadingPanel>
      {superUser && <CreateProjectDialog opened={creating} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
