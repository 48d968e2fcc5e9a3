import { List } from '@mantine/core';
import { placeName } from 'shared';
import { PROTECTION_RULE_LABELS, type ScanReason } from 'shared/contracts/protection';

/** "Lagos, Nigeria": the parts the scan has, or 'Unknown'. */
export const scanPlace = (scan: { city: string; country: string }) =>
  [scan.city, scan.country]
    .map(placeName)
    .filter((name) => name !== 'Unknown')
    .join(', ') || 'Unknown';

/** Each reason a scan was scored for, with its numbers (the tag page's scans and a case's timeline). */
export function ScanReasonList({ reasons }: { reasons: ScanReason[] }) {
  return (
    <List size="sm">
      {reasons.map((reason) => (
        <List.Item key={reason.rule}>
          {PROTECTION_RULE_LABELS[reason.rule]}: {reason.message}
        </List.Item>
      ))}
    </List>
  );
}
