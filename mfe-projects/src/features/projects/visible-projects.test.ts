import { describe, expect, it } from 'vitest';
import type { Project } from 'shared';
import { visibleProjects } from './visible-projects';

const project = (name: string, created_at: string) => ({ id: name, name, created_at }) as Project;
const projects = [
  project('Wine Labels', '2026-10-01T00:00:00.000Z'),
  project('Spring Collection 2026', '2026-11-01T00:00:00.000Z'),
  project('Winter Wine', '2026-09-01T00:00:00.000Z'),
];

describe('visibleProjects', () => {
  it('lists every project newest first without a search', () => {
    expect(visibleProjects(projects, '').map((p) => p.name)).toEqual([
      'Spring Collection 2026',
      'Wine Labels',
      'Winter Wine',
    ]);
  });

  it('keeps names holding the search in any case, ignoring surrounding spaces', () => {
    expect(visibleProjects(projects, '  WINE ').map((p) => p.name)).toEqual(['Wine Labels', 'Winter Wine']);
  });

  it('finds nothing for a search no name holds', () => {
    expect(visibleProjects(projects, 'zzz')).toEqual([]);
  });

  it('leaves the list it was given in its order', () => {
    visibleProjects(projects, '');
    expect(projects[0]?.name).toBe('Wine Labels');
  });
});
