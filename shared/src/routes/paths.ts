/** `:projectId/…/:collectionId` → `['projectId', 'collectionId']`, as a type. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? [Param, ...ParamNames<Rest>]
  : Path extends `${string}:${infer Param}`
    ? [Param]
    : [];

type Strings<Names extends string[]> = { [Index in keyof Names]: string };

/** `result-view-editor` → `resultViewEditor`, as a type. */
type CamelCase<Id extends string> = Id extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Id;

interface PagePath {
  page: string;
  path: string;
}

/** One function per page, named after its page id, taking the path's parameters in the order they appear. */
export type Paths<Routes extends readonly PagePath[]> = {
  [Route in Routes[number] as CamelCase<Route['page']>]: (...params: Strings<ParamNames<Route['path']>>) => string;
};

const camelCase = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The URL of a route pattern, its parameters filled in order and encoded. */
export function fillPath(pattern: string, params: readonly string[]): string {
  let next = 0;
  return pattern.replace(/:\w+/g, () => encodeURIComponent(params[next++] ?? ''));
}

export function pathsFrom<Routes extends readonly PagePath[]>(routes: Routes): Paths<Routes> {
  return Object.fromEntries(
    routes.map(({ page, path }) => [camelCase(page), (...params: string[]) => fillPath(path, params)]),
  ) as Paths<Routes>;
}
