import { Anchor, Breadcrumbs, Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { loadProjects, useSession } from 'shared';
import { ProjectSideNav } from './project-side-nav';

/** Breadcrumb, company and project name, side navigation; 'Project not found.' for unknown ids. */
/** 001 §2: the breadcrumb adds a crumb for the result-view and asset pages. */
const sectionCrumbs: Record<string, string> = { 'result-views': 'Result views', assets: 'Assets' };

export function ProjectFrame({ children }: { children: ReactNode }) {
  const { projectId = '' } = useParams();
  const section = useLocation().pathname.split('/')[3] ?? '';
  const sectionCrumb = sectionCrumbs[section];
  const project = useSession((state) => state.projects?.find((candidate) => candidate.id === projectId));
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (project) return;
    // The persisted list may predate this project: look once more before saying it is missing.
    loadProjects(useSession.getState().account)
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, [project, projectId]);

  if (!project && !checked) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading project" />
      </Center>
    );
  }
  if (!project) {
    return (
      <Stack align="flex-start">
        <Title order={1}>Project not found.</Title>
        <Anchor component={Link} to="/projects">
          Back to projects
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Breadcrumbs component="nav" aria-label="Breadcrumb">
        <Anchor component={Link} to="/projects">
          Projects
        </Anchor>
        {sectionCrumb ? (
          <Anchor component={Link} to={`/projects/${project.id}/collections`}>
            {project.name}
          </Anchor>
        ) : (
          <Text>{project.name}</Text>
        )}
        {sectionCrumb && <Text>{sectionCrumb}</Text>}
      </Breadcrumbs>
      <Text c="dimmed" size="sm">
        {project.company.name} · {project.name}
      </Text>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ProjectSideNav projectId={project.id} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{children}</Grid.Col>
      </Grid>
    </Stack>
  );
}
