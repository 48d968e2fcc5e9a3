import { Stack, Text, Title } from '@mantine/core';
import { formatDateTime, LoadingPanel, queryState } from 'shared';
import { CollectionMarketsList } from './collection-markets';
import { useProtection } from './protection-api';
import { RulesForm } from './rules-form';

/**
 * The Protection tab: the rules every scan of the project is scored by (ADR 0062) and each collection's markets.
 * Everyone on the project reads them; changing them needs project:update.
 */
export function ProtectionPanel({ projectId, canChange }: { projectId: string; canChange: boolean }) {
  const protection = useProtection(projectId);
  const settings = protection.data;

  return (
    <LoadingPanel {...queryState(protection)} errorText="Failed to load the protection rules. Please try again.">
      {settings && (
        <Stack>
          <Text size="sm" role="note">
            Rule set version {settings.ruleSetVersion}
            {settings.updatedAt ? `, changed ${formatDateTime(settings.updatedAt)}` : ' (the defaults)'}. Each scan
            keeps the score of the version that was in force when it arrived.
          </Text>
          <RulesForm projectId={projectId} rules={settings.rules} canChange={canChange} />
          <Title order={2} size="h3">
            Markets
          </Title>
          <Text size="sm">
            The countries each collection is sold in. A scan elsewhere is outside its market; a collection without
            markets is never flagged by that rule.
          </Text>
          <CollectionMarketsList projectId={projectId} collections={settings.collections} canChange={canChange} />
        </Stack>
      )}
    </LoadingPanel>
  );
}
