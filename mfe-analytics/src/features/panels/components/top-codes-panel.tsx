import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { formatCount } from 'shared';
import { paths } from 'shared/routes';
import type { PanelQuery } from '../../../api/get-scan-aggregates';
import { ScansTablePanel } from './scans-table-panel';

/** The API counts the 50 most scanned codes (TOP_TAGS in the aggregates repository). */
export const LISTED_CODES = 50;

/** 'Most Scanned Codes': a code's id filters the whole page to that code; its link opens the tag's page. */
export function TopCodesPanel({
  scans,
  onPickCode,
}: {
  scans: PanelQuery<'codes'>;
  onPickCode: (tagId: string) => void;
}) {
  const { projectId = '' } = useParams();
  return (
    <ScansTablePanel
      title="Most Scanned Codes"
      note={`The ${LISTED_CODES} most scanned codes. Pick one to see only its scans.`}
      columns={['Tag ID', 'Scans', 'Tag page']}
      rows={scans.data?.topTags ?? []}
      scans={scans}
      rowKey={(row) => row.tagId}
      cells={(row) => [
        <Anchor
          key="tag"
          component="button"
          type="button"
          ff="monospace"
          fz="sm"
          aria-label={`Show only the scans of code ${row.tagId}`}
          onClick={() => onPickCode(row.tagId)}
        >
          {row.tagId}
        </Anchor>,
        formatCount(row.scans),
        <Anchor
          key="page"
          component={Link}
          to={paths.tag(projectId, row.tagId)}
          fz="sm"
          aria-label={`Open tag ${row.tagId}`}
        >
          Open tag
        </Anchor>,
      ]}
    />
  );
}
