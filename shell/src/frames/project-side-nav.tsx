import { isSuperUser, useSession } from 'shared';
import { SideNav, SideNavGroup, SideNavLink } from './side-nav-link';

/** 001 §2: Collections; Analytics (a group with TED for super users); Create Result Views; Bulk Downloads; Project settings. */
export function ProjectSideNav({ projectId }: { projectId: string }) {
  const superUser = useSession((state) => isSuperUser(state.account));
  const base = `/projects/${projectId}`;
  return (
    <SideNav label="Project" menuLabel="Project menu">
      <SideNavLink to={`${base}/collections`} label="Collections" />
      {superUser ? (
        <SideNavGroup label="Analytics">
          <SideNavLink to={`${base}/analytics`} label="Scan Analytics" />
          <SideNavLink to={`${base}/ted`} label="TED" />
        </SideNavGroup>
      ) : (
        <SideNavLink to={`${base}/analytics`} label="Analytics" />
      )}
      <SideNavGroup label="Create Result Views">
        <SideNavLink to={`${base}/result-views`} label="Create Result Views" />
        <SideNavLink to={`${base}/assets`} label="Assets" />
      </SideNavGroup>
      <SideNavLink to={`${base}/download`} label="Bulk Downloads" />
      <SideNavGroup label="Project settings">
        <SideNavLink to={`${base}/users`} label="Users" />
        <SideNavLink to={`${base}/api-keys`} label="API keys" />
        <SideNavLink to={`${base}/settings`} label="Settings" />
      </SideNavGroup>
    </SideNav>
  );
}
