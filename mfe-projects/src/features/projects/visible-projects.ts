import type { Project } from 'shared';

/** The projects whose name holds the search (any case), newest first. */
export function visibleProjects(projects: Project[], search: string): Project[] {
  const needle = search.trim().toLowerCase();
  return projects
    .filter((project) => !needle || project.name.toLowerCase().includes(needle))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}
