/** How the host loads a federated module, e.g. `loadRemote('mfe_views/asset-picker')`. */
export type RemoteModuleLoader = <T>(id: string) => Promise<T | null | undefined>;

let loader: RemoteModuleLoader | undefined;

/**
 * The shell hands its federation runtime's loader to every remote through this singleton package, so a
 * remote can use another remote's module (mfe-downloads uses mfe-views' asset picker) without knowing
 * where remotes are deployed.
 */
export function provideRemoteLoader(load: RemoteModuleLoader): void {
  loader = load;
}

export async function loadRemoteModule<T>(id: string): Promise<T> {
  if (!loader) throw new Error(`${id} can only be loaded inside the console.`);
  const module = await loader<T>(id);
  if (!module) throw new Error(`${id} could not be loaded.`);
  return module;
}
