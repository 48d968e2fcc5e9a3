import type { ComponentType } from 'react';
import remotes from '../../../remotes.config.json' with { type: 'json' };
import { pathsFrom } from './paths';

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

/** Who may open a route (001 §2): public, any signed-in user, admin role and up, or super users. */
export type Access = 'public' | 'user' | 'admin' | 'super';

/** The frame a page renders inside: the project frame or the collection frame (DESIGN §1). */
export type Frame = 'none' | 'project' | 'collection';

export interface RouteEntry {
  path: string;
  title: string;
  remote: RemoteName;
  page: string;
  access: Access;
  frame: Frame;
}

const project = '/projects/:projectId';
const collection = `${project}/collections/:collectionId` as const;

/** Every route of both spec files, mapped to the remote that owns it. The shell owns `/` and not-found. */
export const routeTable = [
  { path: '/login', title: 'Log in', remote: 'mfe_accounts', page: 'login', access: 'public', frame: 'none' },
  { path: '/logout', title: 'Log out', remote: 'mfe_accounts', page: 'logout', access: 'public', frame: 'none' },
  {
    path: '/forgot-your-password',
    title: 'Forgot your password',
    remote: 'mfe_accounts',
    page: 'forgot-password',
    access: 'public',
    frame: 'none',
  },
  {
    path: '/reset-password/:token',
    title: 'Reset password',
    remote: 'mfe_accounts',
    page: 'reset-password',
    access: 'public',
    frame: 'none',
  },
  { path: '/register', title: 'Register', remote: 'mfe_accounts', page: 'register', access: 'public', frame: 'none' },
  {
    path: '/register/verify/:token',
    title: 'Verify your email',
    remote: 'mfe_accounts',
    page: 'verify-email',
    access: 'public',
    frame: 'none',
  },
  {
    path: '/verification-sent',
    title: 'Please verify your email',
    remote: 'mfe_accounts',
    page: 'verification-sent',
    access: 'public',
    frame: 'none',
  },
  {
    path: '/join-company/:token',
    title: 'Join',
    remote: 'mfe_accounts',
    page: 'join-company',
    access: 'public',
    frame: 'none',
  },
  {
    path: '/onboarding',
    title: 'Complete your profile',
    remote: 'mfe_accounts',
    page: 'onboarding',
    access: 'public',
    frame: 'none',
  },
  // Public, unlike 001 §2: an unverified or signed-out person must be able to ask for help (ADR 0032).
  {
    path: '/need-help',
    title: 'Need help',
    remote: 'mfe_accounts',
    page: 'need-help',
    access: 'public',
    frame: 'none',
  },
  { path: '/admin', title: 'Administration', remote: 'mfe_accounts', page: 'admin', access: 'user', frame: 'none' },
  {
    path: '/projects',
    title: 'Your Projects',
    remote: 'mfe_projects',
    page: 'projects',
    access: 'user',
    frame: 'none',
  },
  { path: '/ted', title: 'Tag Error Dashboard', remote: 'mfe_ted', page: 'ted', access: 'super', frame: 'none' },
  {
    path: `${project}/collections`,
    title: 'Collections',
    remote: 'mfe_projects',
    page: 'collections',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${project}/analytics`,
    title: 'Scan Analytics',
    remote: 'mfe_analytics',
    page: 'analytics',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${project}/ted`,
    title: 'Tag Error Dashboard',
    remote: 'mfe_ted',
    page: 'project-ted',
    access: 'super',
    frame: 'project',
  },
  {
    path: `${project}/result-views`,
    title: 'Result views',
    remote: 'mfe_views',
    page: 'result-views',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${project}/result-views/:viewId`,
    title: 'Result view',
    remote: 'mfe_views',
    page: 'result-view-editor',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${project}/assets`,
    title: 'Assets',
    remote: 'mfe_views',
    page: 'assets',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${project}/download`,
    title: 'Bulk Downloads',
    remote: 'mfe_downloads',
    page: 'bulk-download',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${project}/tags`,
    title: 'Tags',
    remote: 'mfe_projects',
    page: 'tags',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${project}/tags/:tagId`,
    title: 'Tag',
    remote: 'mfe_projects',
    page: 'tag',
    access: 'admin',
    frame: 'project',
  },
  // A member's preview of the scan page for a status: drawn by the views remote, never recorded.
  {
    path: `${project}/tags/:tagId/preview/:status`,
    title: 'Preview as a consumer',
    remote: 'mfe_views',
    page: 'tag-preview',
    access: 'admin',
    frame: 'project',
  },
  // One case per tag, opened by an alert, a consumer report or by hand.
  {
    path: `${project}/cases`,
    title: 'Cases',
    remote: 'mfe_projects',
    page: 'cases',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${project}/cases/:caseId`,
    title: 'Case',
    remote: 'mfe_projects',
    page: 'case',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${project}/users`,
    title: 'Users',
    remote: 'mfe_projects',
    page: 'project-users',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${project}/api-keys`,
    title: 'API keys',
    remote: 'mfe_projects',
    page: 'api-keys',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${project}/settings`,
    title: 'Settings',
    remote: 'mfe_projects',
    page: 'project-settings',
    access: 'admin',
    frame: 'project',
  },
  {
    path: `${collection}/fingerprints`,
    title: 'Smart Fingerprint Orders',
    remote: 'mfe_projects',
    page: 'orders',
    access: 'admin',
    frame: 'collection',
  },
  {
    path: `${collection}/download`,
    title: 'Download Fingerprints',
    remote: 'mfe_downloads',
    page: 'tag-download',
    access: 'admin',
    frame: 'collection',
  },
  {
    path: `${collection}/metadata`,
    title: 'Metadata',
    remote: 'mfe_downloads',
    page: 'metadata',
    access: 'admin',
    frame: 'collection',
  },
  {
    path: `${collection}/custom-attributes`,
    title: 'Custom Attributes (new)',
    remote: 'mfe_downloads',
    page: 'custom-attributes',
    access: 'admin',
    frame: 'collection',
  },
  {
    path: `${collection}/result-views`,
    title: 'Result views',
    remote: 'mfe_projects',
    page: 'collection-result-views',
    access: 'admin',
    frame: 'collection',
  },
  {
    path: `${collection}/print-quality`,
    title: 'Print quality',
    remote: 'mfe_projects',
    page: 'print-quality',
    access: 'admin',
    frame: 'collection',
  },
] as const satisfies readonly RouteEntry[];

/** Paths that only forward somewhere else. */
export const redirects: { path: string; to: string }[] = [
  { path: '/reset-password', to: '/' },
  { path: '/register/verify', to: '/' },
  { path: '/join-company', to: '/' },
  { path: project, to: 'collections' },
  { path: collection, to: 'fingerprints' },
];

export type RemoteRoute = (typeof routeTable)[number];

/** The page ids a remote must expose: its `pages` map `satisfies PagesOf<'mfe_x'>`. */
export type PageId<Remote extends RemoteName> = Extract<RemoteRoute, { remote: Remote }>['page'];
export type PagesOf<Remote extends RemoteName> = Record<PageId<Remote>, ComponentType>;

/** A remote's routes, for its standalone host. */
export const routesOf = (remote: RemoteName): RemoteRoute[] => routeTable.filter((route) => route.remote === remote);

/** Every page's URL from its parameters: `paths.orders(projectId, collectionId)`. Links use these, never templates. */
export const paths = pathsFrom(routeTable);
