import { Stack, Tabs, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { LoadingPanel, projectPermissions, queryState, useMyProject } from 'shared';
import { ProtectionPanel } from './protection/protection-panel';
import { WebhooksPanel } from './webhooks/webhooks-panel';
import { AlertsPanel } from './alerts/alerts-panel';
import { TimeZoneForm } from './time-zone-form';

const TABS = ['general', 'protection', 'alerts', 'webhooks'] as const;

/**
 * /projects/:p/settings: the project's own settings. General (its time zone; changing it needs project:update) and,
 * Protection (its scan rules; read-only without project:update) and, for holders of alert:manage and webhook:manage,
 * Alerts and Webhooks. The tab is in the link (?tab=webhooks), so it opens straight from it.
 */
export default function ProjectSettingsPage() {
  const { projectId = '' } = useParams();
  const project = useMyProject(projectId);
  const [search, setSearch] = useSearchParams();
  const permissions = project.data ? projectPermissions(project.data) : new Set<string>();
  const canManageWebhooks = permissions.has('webhook:manage');
  const canManageAlerts = permissions.has('alert:manage');
  const asked = TABS.find((tab) => tab === search.get('tab')) ?? 'general';
  const tab =
    (asked === 'webhooks' && !canManageWebhooks) || (asked === 'alerts' && !canManageAlerts) ? 'general' : asked;

  return (
    <Stack>
      <Title order={1}>Settings</Title>
      <LoadingPanel {...queryState(project)} errorText="Failed to load the project's settings. Please try again.">
        {project.data && (
          <Tabs
            value={tab}
            onChange={(value) => setSearch(value && value !== 'general' ? { tab: value } : {}, { replace: true })}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="general">General</Tabs.Tab>
              <Tabs.Tab value="protection">Protection</Tabs.Tab>
              {canManageAlerts && <Tabs.Tab value="alerts">Alerts</Tabs.Tab>}
              {canManageWebhooks && <Tabs.Tab value="webhooks">Webhooks</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="general">
              <TimeZoneForm
                projectId={projectId}
                timeZone={project.data.timeZone}
                canChange={permissions.has('project:update')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="protection">
              <ProtectionPanel projectId={projectId} canChange={permissions.has('project:update')} />
            </Tabs.Panel>
            {canManageAlerts && (
              <Tabs.Panel value="alerts">
                <AlertsPanel projectId={projectId} />
              </Tabs.Panel>
            )}
            {canManageWebhooks && (
              <Tabs.Panel value="webhooks">
                <WebhooksPanel projectId={projectId} />
              </Tabs.Panel>
            )}
          </Tabs>
        )}
      </LoadingPanel>
    </Stack>
  );
}
