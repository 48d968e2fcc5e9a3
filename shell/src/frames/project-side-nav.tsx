import { isSuperUser, useSession } from 'shared';
import { paths } from 'shared/routes';
import { SideNav, SideNavGroup, SideNavLink } from './side-nav-link';

/** 001 §2: Collections (and Tags, to find one tag; Cases); Analytics (a group with TED for super users); Create Result Views; Bulk Downloads; Project settings. */
export function ProjectSideNav({ projectId }: { projectId: string }) {
  const superUser = useSession((state) => isSuperUser(state.account));
  return (
    <SideNav label="Project" menuLabel="Project menu">
      <SideNavLink to={paths.collections(projectId)} label="Collections" />
      <SideNavLink to={paths.tags(projectId)} label="Tags" />
      <SideNavLink to={paths.cases(projectId)} label="Cases" />
      {superUser ? (
        <SideNavGroup label="Analytics">
          <SideNavLink to={paths.analytics(projectId)} label="Scan Analytics" />
          <SideNavLink to={paths.projectTed(projectId)} label="TED" />
        </SideNavGroup>
      ) : (
        <SideNavLink to={paths.analytics(projectId)} label="Analytics" />
      )}
      <SideNavGroup label="Create Result Views">
        <SideNavLink to={paths.resultViews(projectId)} label="Create Result Views" />
        <SideNavLink to={paths.assets(projectId)} label="Assets" />
      </SideNavGroup>
      <SideNavLink to={paths.bulkDownload(projectId)} label="Bulk Downloads" />
      <SideNavGroup label="Project settings">
        <SideNavLink to={paths.projectUsers(projectId)} label="Users" />
        <SideNavLink to={paths.apiKeys(projectId)} label="API keys" />
        <SideNavLink to={paths.projectSettings(projectId)} label="Settings" />
      </SideNavGroup>
    </SideNav>
  );
}
