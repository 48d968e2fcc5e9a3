import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
import { TAG_STATUSES } from './tag-status.js';

/** Issue 24 §6: a case goes open → investigating → closed, and a closed case says how it ended. */
export const CASE_STATUSES = ['open', 'investigating', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_RESOLUTIONS = ['confirmed_counterfeit', 'false_alarm', 'no_action'] as const;
export type CaseResolution = (typeof CASE_RESOLUTIONS)[number];

/** What opened a case: a person, a scan scored over the alert threshold, or a consumer report. */
export const CASE_OPENERS = ['hand', 'alert', 'report'] as const;
export type CaseOpenerKind = (typeof CASE_OPENERS)[number];

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  open: 'Open',
  investigating: 'Investigating',
  closed: 'Closed',
};

export const CASE_RESOLUTION_LABELS: Record<CaseResolution, string> = {
  confirmed_counterfeit: 'Confirmed counterfeit',
  false_alarm: 'False alarm',
  no_action: 'No action',
};

export const CASE_OPENER_LABELS: Record<CaseOpenerKind, string> = {
  hand: 'By hand',
  alert: 'Alert',
  report: 'Consumer report',
};

export const MAX_CASE_NOTE_LENGTH = 4000;

const Person = v.object({ id: Uuid, email: v.string(), name: v.string() });
export type CasePerson = v.InferOutput<typeof Person>;

export const CaseOpener = v.variant('kind', [
  v.object({ kind: v.literal('hand'), user: v.nullable(Person) }),
  v.object({ kind: v.literal('alert'), scanId: Uuid }),
  v.object({ kind: v.literal('report'), reportId: v.nullable(Uuid) }),
]);
export type CaseOpener = v.InferOutput<typeof CaseOpener>;

export const Case = v.object({
  id: Uuid,
  projectId: Uuid,
  tag: v.object({
    id: Uuid,
    collectionId: Uuid,
    collectionName: v.string(),
    index: v.number(),
    status: v.picklist(TAG_STATUSES),
  }),
  status: v.picklist(CASE_STATUSES),
  /** How a closed case ended; null while it is open. */
  resolution: v.nullable(v.picklist(CASE_RESOLUTIONS)),
  assignee: v.nullable(Person),
  openedBy: CaseOpener,
  openedAt: IsoDateTime,
  updatedAt: IsoDateTime,
  closedAt: v.nullable(IsoDateTime),
});
export type Case = v.InferOutput<typeof Case>;

/** The body of a `case.updated` message: what changed, and the case as it is now. */
export const CASE_CHANGES = ['opened', 'status', 'assignee', 'note'] as const;
export type CaseChange = (typeof CASE_CHANGES)[number];

export const CaseUpdatedMessage = v.object({
  type: v.literal('case.updated'),
  timestamp: IsoDateTime,
  data: v.object({ change: v.picklist(CASE_CHANGES), case: Case }),
});
export type CaseUpdatedMessage = v.InferOutput<typeof CaseUpdatedMessage>;
