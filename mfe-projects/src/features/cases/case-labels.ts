import { statusBadgeColour } from 'shared';
import {
  CASE_OPENER_LABELS,
  CASE_RESOLUTION_LABELS,
  CASE_STATUS_LABELS,
  type Case,
  type CaseStatus,
} from 'shared/contracts/cases';

/** Shades dark enough for white badge text (axe colour contrast). */
export const CASE_STATUS_COLOURS: Record<CaseStatus, string> = {
  open: 'red.9',
  investigating: statusBadgeColour.inprogress,
  closed: statusBadgeColour.neutral,
};

/** "Closed: Confirmed counterfeit", or the status alone while the case is not closed. */
export const caseStatusText = (item: Pick<Case, 'status' | 'resolution'>) =>
  item.resolution
    ? `${CASE_STATUS_LABELS[item.status]}: ${CASE_RESOLUTION_LABELS[item.resolution]}`
    : CASE_STATUS_LABELS[item.status];

export const tagLabel = (item: Case) => `${item.tag.collectionName} #${item.tag.index}`;

export const personLabel = (person: { name: string; email: string } | null) =>
  person ? person.name || person.email : 'Nobody';

export const openerText = (item: Case) =>
  item.openedBy.kind === 'hand' && item.openedBy.user
    ? `${CASE_OPENER_LABELS.hand} (${personLabel(item.openedBy.user)})`
    : CASE_OPENER_LABELS[item.openedBy.kind];
