import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, routeTable } from './route-table';

describe('paths', () => {
  it('builds, for every route, a URL its own route matches with the parameters given', () => {
    for (const route of routeTable) {
      const names = route.path.match(/:\w+/g)?.map((name) => name.slice(1)) ?? [];
      const values = names.map((name) => `${name}-value`);
      const build = (paths as Record<string, (...params: string[]) => string>)[
        route.page.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
      ];
      const url = build?.(...values) ?? '';
      expect(matchPath(route.path, url)?.params, route.page).toEqual(
        Object.fromEntries(names.map((name, index) => [name, values[index]])),
      );
    }
  });

  it('names a page after its id and takes its parameters in URL order', () => {
    expect(paths.orders('p1', 'c2')).toBe('/projects/p1/collections/c2/fingerprints');
    expect(paths.resultViewEditor('p1', 'v3')).toBe('/projects/p1/result-views/v3');
    expect(paths.projects()).toBe('/projects');
    // @ts-expect-error a collection's page needs both its project and its collection
    expect(paths.orders('p1')).toBe('/projects/p1/collections//fingerprints');
  });

  it('encodes a parameter so that it stays one segment', () => {
    expect(paths.joinCompany('a/b?c')).toBe('/join-company/a%2Fb%3Fc');
  });
});
