import { csvCell } from 'shared';
import { CASE_OPENER_LABELS, CASE_RESOLUTION_LABELS, CASE_STATUS_LABELS, type Case } from 'shared/contracts/cases';

const HEADER = [
  'case_id',
  'collection',
  'tag_index',
  'tag_id',
  'tag_status',
  'status',
  'resolution',
  'assignee',
  'opened_by',
  'opened_at',
  'updated_at',
  'closed_at',
];

/** A cell through the console's formula guard, quoted when it holds a comma, a quote or a line break. */
const cell = (value: unknown) => {
  const text = String(csvCell(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The cases as CSV, one row each, every text cell guarded against formulas (a name may start with =). */
export function casesCsv(cases: Case[]): string {
  const rows = cases.map((item) => [
    item.id,
    item.tag.collectionName,
    item.tag.index,
    item.tag.id,
    item.tag.status,
    CASE_STATUS_LABELS[item.status],
    item.resolution ? CASE_RESOLUTION_LABELS[item.resolution] : '',
    item.assignee?.email ?? '',
    CASE_OPENER_LABELS[item.openedBy.kind],
    item.openedAt,
    item.updatedAt,
    item.closedAt ?? '',
  ]);
  return [HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
