import { Anchor, Checkbox, Group, List, Select } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate, placeName } from 'shared';
import { PROTECTION_RULE_LABELS, PROTECTION_RULES, type ProtectionRule } from 'shared/contracts/protection';
import type { ScanEvent } from 'shared/contracts/scan-events';
import { paths } from 'shared/routes';
import { ScansTablePanel } from './scans-table-panel';
import { timeZone } from '../../../lib/time-zone';
import type { ScanSelection } from '../../../lib/types';
import { LISTED_SUSPICIOUS, useSuspiciousScans } from '../../../api/get-suspicious-scans';
import { DEFAULT_MIN_SCORE, type SuspiciousFilters } from '../../../hooks/use-suspicious-filters';

const MIN_SCORES = [DEFAULT_MIN_SCORE, 25, 40, 50, 70, 90];

function Reasons({ scan }: { scan: ScanEvent }) {
  return (
    <List size="sm">
      {scan.reasons.map((reason) => (
        <List.Item key={reason.rule}>
          {PROTECTION_RULE_LABELS[reason.rule]}: {reason.message}
        </List.Item>
      ))}
    </List>
  );
}

/** The scans the project's rules scored, with why; filtered by reason and minimum score. */
export function SuspiciousScansPanel({
  selection,
  filters,
  onFiltersChange,
}: {
  selection: ScanSelection;
  filters: SuspiciousFilters;
  onFiltersChange: (patch: Partial<SuspiciousFilters>) => void;
}) {
  const scans = useSuspiciousScans(selection, filters);
  const minScores = [...new Set([...MIN_SCORES, filters.minScore])].sort((a, b) => a - b);
  return (
    <ScansTablePanel
      title="Suspicious Scans"
      note={`Shows only the newest ${LISTED_SUSPICIOUS} scans scored ${filters.minScore} or more; dates in ${timeZone()}.`}
      actions={
        <Group gap="xs" align="end">
          <Checkbox.Group
            label="Reasons"
            value={filters.reasons}
            onChange={(reasons) => onFiltersChange({ reasons: reasons as ProtectionRule[] })}
          >
            <Group gap="xs" mt={4}>
              {PROTECTION_RULES.map((rule) => (
                <Checkbox key={rule} size="xs" value={rule} label={PROTECTION_RULE_LABELS[rule]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Select
            label="Minimum score"
            size="xs"
            w={110}
            data={minScores.map(String)}
            value={String(filters.minScore)}
            onChange={(value) => onFiltersChange({ minScore: Number(value ?? DEFAULT_MIN_SCORE) })}
            allowDeselect={false}
          />
        </Group>
      }
      columns={['Date', 'Place', 'Score', 'Reasons', 'Tag']}
      rows={scans.data ?? []}
      scans={scans}
      rowKey={(scan) => scan.id}
      cells={(scan) => [
        formatDate(scan.createdAt),
        [scan.city, scan.country].map(placeName).join(', '),
        scan.score,
        <Reasons key="reasons" scan={scan} />,
        scan.tagId && (
          <Anchor
            key="tag"
            component={Link}
            to={paths.tag(selection.projectId, scan.tagId)}
            fz="sm"
            aria-label={`Open tag ${scan.tagId}`}
          >
            Open tag
          </Anchor>
        ),
      ]}
    />
  );
}
