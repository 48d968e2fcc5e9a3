import { Anchor, Breadcrumbs, Grid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { LoadingStatus, useMyProject } from 'shared';
import { paths } from 'shared/routes';
import { FrameLoadError } from './frame-load-error';
import { FrameNotFound, isMissing, PROJECT_NOT_FOUND } from './frame-not-found';
import { ProjectSideNav } from './project-side-nav';

/** 001 §2: the breadcrumb adds a crumb for the result-view and asset pages. */
const sectionCrumbs: Record<string, string> = { 'result-views': 'Result views', assets: 'Assets' };

/**
 * Breadcrumb, company and project name, side navigation. 'Project not found.' only when GET
 * /my-projects answers 404 (missing or not the caller's) or 400 (not an id); any other failure says so
 * with a retry. Under a collection route the collection frame's words are used (000 §2).
 */
export function ProjectFrame({
  children,
  notFound = { title: PROJECT_NOT_FOUND, linkLabel: 'Back to projects' },
}: {
  children: ReactNode;
  notFound?: { title: string; linkLabel: string };
}) {
  const { projectId = '' } = useParams();
  const section = useLocation().pathname.split('/')[3] ?? '';
  const sectionCrumb = sectionCrumbs[section];
  const myProject = useMyProject(projectId);
  const project = myProject.data;
  const missing = isMissing(myProject.error);

  if (!project && myProject.isError && !missing) {
    return <FrameLoadError title="The project could not be loaded." onRetry={() => void myProject.refetch()} />;
  }
  if (!project && !missing) return <LoadingStatus label="Loading project" />;
  if (!project) return <FrameNotFound {...notFound} />;
  return (
    <Stack gap="md">
      <Breadcrumbs component="nav" aria-label="Breadcrumb">
        <Anchor component={Link} to={paths.projects()}>
          Projects
        </Anchor>
        {sectionCrumb ? (
          <Anchor component={Link} to={paths.collections(project.id)}>
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
