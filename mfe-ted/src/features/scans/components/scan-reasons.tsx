import { Badge, Group, List, Text } from '@mantine/core';
import { PROTECTION_RULE_LABELS } from 'shared/contracts/protection';
import type { TedScanEvent } from 'shared/contracts/ted';

/** How suspicious the scan is and why, each reason with its numbers, as scored when it arrived. */
export function ScanReasons({ scan }: { scan: Pick<TedScanEvent, 'score' | 'reasons' | 'ruleSetVersion'> }) {
  if (scan.score === null) return <Text size="sm">Not scored: stored before scoring, or loaded in bulk.</Text>;
  return (
    <>
      <Group gap="xs">
        <Badge color={scan.reasons.length ? 'red.9' : 'gray'} variant={scan.reasons.length ? 'filled' : 'light'}>
          Score {scan.score} of 100
        </Badge>
        {scan.ruleSetVersion !== null && (
          <Text size="xs" c="dimmed">
            Rule set version {scan.ruleSetVersion}
          </Text>
        )}
      </Group>
      {scan.reasons.length === 0 ? (
        <Text size="sm">No rule flagged this scan.</Text>
      ) : (
        <List size="sm" aria-label="Reasons">
          {scan.reasons.map((reason) => (
            <List.Item key={reason.rule}>
              <Text span fw={600} size="sm">
                {PROTECTION_RULE_LABELS[reason.rule]} (+{reason.points}):
              </Text>{' '}
              {reason.message}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
