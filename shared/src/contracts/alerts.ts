import * as v from 'valibot';
import { IsoDateTime, RequiredText, Uuid } from './common.js';
import { PROTECTION_RULES, ScanReason } from './protection.js';

/**
 * Alert rules: a project's rules say which flagged scans matter (their reasons, a minimum
 * score, some collections) and whom to tell: members by email (at once, or in an hourly or daily digest) and the
 * project's webhooks (`scan.flagged`).
 */
export const ALERT_FREQUENCIES = ['immediately', 'hourly', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediately: 'Immediately, one email per flagged scan',
  hourly: 'Hourly digest',
  daily: 'Daily digest (midnight in the project’s time zone)',
};

export const MAX_ALERT_RULE_NAME_LENGTH = 100;
/** More recipients than a project has members is never needed; the cap keeps a body small. */
export const MAX_ALERT_RECIPIENTS = 100;
export const MAX_ALERT_COLLECTIONS = 100;

export const AlertRuleIdParams = v.object({ alertRuleId: Uuid });
export type AlertRuleIdParams = v.InferOutput<typeof AlertRuleIdParams>;

const AlertRuleName = RequiredText('Name', MAX_ALERT_RULE_NAME_LENGTH);
/** The scoring rules whose reasons it reacts to; empty: every reason. */
const AlertReasons = v.pipe(
  v.array(v.picklist(PROTECTION_RULES, `A reason is one of ${PROTECTION_RULES.join(', ')}.`)),
  v.maxLength(PROTECTION_RULES.length),
);
const MinScore = v.pipe(
  v.number(),
  v.integer('The minimum score is a whole number.'),
  v.minValue(1, 'The minimum score is at least 1.'),
  v.maxValue(100, 'The minimum score is at most 100.'),
);
/** Some collections of the project; empty: all of them, those made later too. */
const AlertCollections = v.pipe(v.array(Uuid), v.maxLength(MAX_ALERT_COLLECTIONS));
/** Members of the project to email; empty: no email. */
const AlertRecipients = v.pipe(v.array(Uuid), v.maxLength(MAX_ALERT_RECIPIENTS));

export const NewAlertRule = v.strictObject({
  name: AlertRuleName,
  reasons: v.optional(AlertReasons, []),
  minScore: v.optional(MinScore, 1),
  collectionIds: v.optional(AlertCollections, []),
  recipientIds: v.optional(AlertRecipients, []),
  frequency: v.optional(v.picklist(ALERT_FREQUENCIES), 'immediately'),
  /** Queue a `scan.flagged` message to the project's webhooks that subscribe to it. */
  webhooks: v.optional(v.boolean(), false),
  enabled: v.optional(v.boolean(), true),
});
export type NewAlertRule = v.InferInput<typeof NewAlertRule>;

export const AlertRuleChange = v.strictObject({
  name: v.optional(AlertRuleName),
  reasons: v.optional(AlertReasons),
  minScore: v.optional(MinScore),
  collectionIds: v.optional(AlertCollections),
  recipientIds: v.optional(AlertRecipients),
  frequency: v.optional(v.picklist(ALERT_FREQUENCIES)),
  webhooks: v.optional(v.boolean()),
  enabled: v.optional(v.boolean()),
});
export type AlertRuleChange = v.InferInput<typeof AlertRuleChange>;

export const AlertRule = v.object({
  id: Uuid,
  name: v.string(),
  reasons: v.array(v.picklist(PROTECTION_RULES)),
  minScore: v.number(),
  collectionIds: v.array(Uuid),
  recipientIds: v.array(Uuid),
  frequency: v.picklist(ALERT_FREQUENCIES),
  webhooks: v.boolean(),
  enabled: v.boolean(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type AlertRule = v.InferOutput<typeof AlertRule>;

export const AlertRuleList = v.object({ data: v.array(AlertRule) });
export type AlertRuleList = v.InferOutput<typeof AlertRuleList>;

/** Where a case is in the console, as a path a receiver puts after the console's address. */
export const casePath = (projectId: string, caseId: string) => `/projects/${projectId}/cases/${caseId}`;

/**
 * The body of `scan.flagged`: sent once per scan that an enabled alert rule with webhooks matches, in the
 * transaction that stores the scan, ordered per collection with the tag's other messages.
 */
export const ScanFlaggedMessage = v.object({
  type: v.literal('scan.flagged'),
  timestamp: IsoDateTime,
  data: v.object({
    projectId: Uuid,
    scan: v.object({
      id: Uuid,
      clientScanId: v.string(),
      createdAt: IsoDateTime,
      city: v.string(),
      country: v.string(),
    }),
    tag: v.object({ id: Uuid, collectionId: Uuid, collectionName: v.string(), index: v.number() }),
    score: v.number(),
    reasons: v.array(ScanReason),
    /** The tag's case, opened by this scan or already open; `path` is where the console shows it. */
    case: v.object({ id: Uuid, path: v.string() }),
    /** The alert rules that matched, by id and name. */
    alertRules: v.array(v.object({ id: Uuid, name: v.string() })),
  }),
});
export type ScanFlaggedMessage = v.InferOutput<typeof ScanFlaggedMessage>;
