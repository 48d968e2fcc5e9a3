import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
import { ConsumerReport } from './consumer-reports.js';
import { scanScoreFields } from './protection.js';
import { SCAN_STATUSES } from './scan-events.js';
import { TAG_STATUSES } from './tag-status.js';

/** A case goes open → investigating → closed, and a closed case says how it ended. */
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

export const CaseIdParams = v.object({ caseId: Uuid });
export type CaseIdParams = v.InferOutput<typeof CaseIdParams>;

export const CASES_DEFAULT_LIMIT = 25;
/** The export reads the list this many cases a request. */
export const CASES_MAX_LIMIT = 500;

const Integer = v.pipe(v.number(), v.integer());
/** A day, `YYYY-MM-DD` (UTC). */
const Day = v.pipe(v.string(), v.isoDate('A date is YYYY-MM-DD.'));

/** The list's filters: each narrows it; `assigneeId` 'none' is the cases nobody has; days are opening days (UTC). */
export const CaseListQuery = v.object({
  status: v.optional(v.picklist(CASE_STATUSES)),
  openedBy: v.optional(v.picklist(CASE_OPENERS)),
  assigneeId: v.optional(v.union([Uuid, v.literal('none')])),
  collectionId: v.optional(Uuid),
  tagId: v.optional(Uuid),
  openedFrom: v.optional(Day),
  openedTo: v.optional(Day),
  offset: v.optional(v.pipe(Integer, v.minValue(0), v.maxValue(1_000_000)), 0),
  limit: v.optional(v.pipe(Integer, v.minValue(1), v.maxValue(CASES_MAX_LIMIT)), CASES_DEFAULT_LIMIT),
});
export type CaseListQuery = v.InferOutput<typeof CaseListQuery>;
export type CaseListFilters = Omit<v.InferInput<typeof CaseListQuery>, 'offset' | 'limit'>;
/** The filters' names, as the list's address and query carry them. */
export const CASE_LIST_FILTERS = [
  'status',
  'openedBy',
  'assigneeId',
  'collectionId',
  'tagId',
  'openedFrom',
  'openedTo',
] as const satisfies (keyof CaseListFilters)[];

export const CaseList = v.object({
  /** Newest opened first. */
  items: v.array(Case),
  total: v.pipe(Integer, v.minValue(0)),
});
export type CaseList = v.InferOutput<typeof CaseList>;

/** The API trims a note before it keeps it. */
const NoteText = v.pipe(
  v.string(),
  v.regex(/\S/, 'Write a note.'),
  v.maxLength(MAX_CASE_NOTE_LENGTH, `A note is at most ${MAX_CASE_NOTE_LENGTH} characters.`),
);

/** Opening a case by hand for a tag of the project, with an optional first note. */
export const NewCaseBody = v.strictObject({ tagId: Uuid, note: v.optional(NoteText) });
export type NewCaseBody = v.InferInput<typeof NewCaseBody>;

export const CaseNoteBody = v.strictObject({ note: NoteText });
export type CaseNoteBody = v.InferInput<typeof CaseNoteBody>;

/**
 * A change of status and/or assignee (null: nobody). Closing needs a resolution; only closing as a confirmed
 * counterfeit may blacklist the tag (reason counterfeit_seen), in the same transaction. A closed case is reopened by
 * setting another status.
 */
export const CaseChangeFields = v.strictObject({
  status: v.optional(v.picklist(CASE_STATUSES, `A status is one of ${CASE_STATUSES.join(', ')}.`)),
  resolution: v.optional(v.picklist(CASE_RESOLUTIONS, `A resolution is one of ${CASE_RESOLUTIONS.join(', ')}.`)),
  assigneeId: v.optional(v.nullable(Uuid)),
  blacklistTag: v.optional(v.boolean()),
});

/** The fields (the wire's shape, as OpenAPI shows it) and how they go together, which the API checks too. */
export const CaseChangeBody = v.pipe(
  CaseChangeFields,
  v.check((body) => body.status !== undefined || body.assigneeId !== undefined, 'Give a status, an assignee, or both.'),
  v.check(
    (body) => (body.status === 'closed') === (body.resolution !== undefined),
    'Closing a case needs a resolution, and only closing takes one.',
  ),
  v.check(
    (body) => !body.blacklistTag || body.resolution === 'confirmed_counterfeit',
    'Only closing as a confirmed counterfeit can blacklist the tag.',
  ),
);
export type CaseChangeBody = v.InferInput<typeof CaseChangeBody>;

const Coordinate = v.nullable(v.number());

/** One thing in a tag's life, as the case's timeline shows it (newest first). */
export const CaseTimelineEntry = v.variant('kind', [
  v.object({ kind: v.literal('order'), at: IsoDateTime, orderId: Uuid }),
  v.object({
    kind: v.literal('tag-status'),
    at: IsoDateTime,
    from: v.nullable(v.picklist(TAG_STATUSES)),
    to: v.picklist(TAG_STATUSES),
    reason: v.nullable(v.string()),
    note: v.string(),
    source: v.string(),
    by: v.nullable(v.string()),
  }),
  v.object({
    kind: v.literal('scan'),
    at: IsoDateTime,
    id: Uuid,
    city: v.string(),
    country: v.string(),
    latitude: Coordinate,
    longitude: Coordinate,
    scanStatus: v.picklist(SCAN_STATUSES),
    ...scanScoreFields,
  }),
  v.object({ kind: v.literal('report'), at: IsoDateTime, report: ConsumerReport }),
  v.object({
    kind: v.literal('case'),
    at: IsoDateTime,
    caseId: Uuid,
    event: v.picklist(['opened', 'note', 'status', 'assignee']),
    by: v.nullable(Person),
    note: v.nullable(v.string()),
    fromStatus: v.nullable(v.picklist(CASE_STATUSES)),
    toStatus: v.nullable(v.picklist(CASE_STATUSES)),
    resolution: v.nullable(v.picklist(CASE_RESOLUTIONS)),
    assignee: v.nullable(Person),
    blacklisted: v.boolean(),
  }),
]);
export type CaseTimelineEntry = v.InferOutput<typeof CaseTimelineEntry>;

/** The timeline keeps this many of the tag's newest scans (the rest stay in TED and the tag page). */
export const CASE_TIMELINE_SCANS = 200;

export const CaseTimeline = v.object({ items: v.array(CaseTimelineEntry) });
export type CaseTimeline = v.InferOutput<typeof CaseTimeline>;
