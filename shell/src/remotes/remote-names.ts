import remotes from '../../../remotes.config.json';

/** `mfe-ted` → `mfe_ted`, as a type: the federation name of a remote package. */
type FederationName<Package extends string> = Package extends `${infer Head}-${infer Tail}`
  ? `${Head}_${FederationName<Tail>}`
  : Package;

export type RemoteName = FederationName<keyof typeof remotes>;

/** Every remote the shell may load, from the workspace's one list (remotes.config.json). */
export const REMOTE_NAMES = Object.keys(remotes).map((remotePackage) => remotePackage.replaceAll('-', '_')) as [
  RemoteName,
  ...RemoteName[],
];
