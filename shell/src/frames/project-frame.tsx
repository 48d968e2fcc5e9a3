import { Anchor, Breadcrumbs, Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiError, useMyProject } from 'shared';
import { FrameLoadError } from './frame-load-error';
import { ProjectSideNav } from './project-side-nav';

/** 001 §2: the breadcrumb adds a crumb for the result-view and asset pages. */
const sectionCrumbs: Record<string, string> = { 'result-views': 'Result views', assets: 'Assets' };

export const PROJECT_NOT_FOUND = 'Project not found.';

/**
 * Breadcrumb, company and project name, side navigation. 'Project not found.' only when GET
 * /my-projects answers 404 (missing or not the caller's); any other failure says so with a retry.
 */
export function ProjectFrame({ children }: { children: ReactNode }) {
  const { projectId = '' } = useParams();
  const section = useLocation().pathname.split('/')[3] ?? '';
  const sectionCrumb = sectionCrumbs[section];
  const myProject = useMyProject(projectId);
  const project = myProject.data;
  const missing = myProject.error instanceof ApiError && myProject.error.status === 404;

  if (!project && myProject.isError && !missing) {
    return <FrameLoadError title="The project could not be loaded." onRetry={() => void myProject.refetch()} />;
  }
  if (!project && !missing) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading project" />
      </Center>
    );
  }
  if (!project) {
    return (
      <Stack align="flex-start">
        <Title order={1}>{PROJECT_NOT_FOUND}</Title>
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
