import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';

/** Who acted: a person, a project API key (with its owner), or the system with the rule that acted. */
export const AUDIT_ACTOR_KINDS = ['user', 'api_key', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The actions recorded so far (ADR 0066); every other state-changing request follows. */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login.failed',
  'auth.password-reset',
  'auth.refresh-token.reused',
  'project.update',
  'tag.status.update',
  'tag.status.update-range',
  'company.limit.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_DEFAULT_LIMIT = 50;
export const AUDIT_MAX_LIMIT = 200;

const Integer = v.pipe(v.number(), v.integer());

export const AuditEventListQuery = v.object({
  /** Only this company's records; a company's staff may name only their own. */
  companyId: v.optional(Uuid),
  /** The acting person or API key. */
  actorId: v.optional(Uuid),
  action: v.optional(v.picklist(AUDIT_ACTIONS)),
  projectId: v.optional(Uuid),
  /** Any id the record names as its target (a tag, a collection, a project, a user). */
  targetId: v.optional(Uuid),
  /** From this time, included. */
  from: v.optional(IsoDateTime),
  /** Until this time, excluded. */
  to: v.optional(IsoDateTime),
  /** The `nextCursor` of the page before. */
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,17}$/, 'cursor is the nextCursor of a page.'))),
  limit: v.optional(v.pipe(Integer, v.minValue(1), v.maxValue(AUDIT_MAX_LIMIT)), AUDIT_DEFAULT_LIMIT),
});
export type AuditEventListQuery = v.InferOutput<typeof AuditEventListQuery>;

export const AuditEvent = v.object({
  id: v.string(),
  occurredAt: IsoDateTime,
  actor: v.object({
    kind: v.picklist(AUDIT_ACTOR_KINDS),
    userId: v.nullable(Uuid),
    apiKeyId: v.nullable(Uuid),
    rule: v.nullable(v.string()),
  }),
  companyId: v.nullable(Uuid),
  projectId: v.nullable(Uuid),
  action: v.string(),
  targetIds: v.array(v.string()),
  /** before → after of what changed, or what was attempted; null when nothing more is said. */
  changes: v.nullable(v.record(v.string(), v.unknown())),
  clientAddress: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  requestId: v.nullable(v.string()),
});
export type AuditEvent = v.InferOutput<typeof AuditEvent>;

export const AuditEventList = v.object({
  /** Newest first. */
  items: v.array(AuditEvent),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: v.nullable(v.string()),
});
export type AuditEventList = v.InferOutput<typeof AuditEventList>;

export const AuditVerifyQuery = v.object({ companyId: v.optional(Uuid) });
export type AuditVerifyQuery = v.InferOutput<typeof AuditVerifyQuery>;

export const AuditChainReport = v.object({
  /** null: the records of no company (sign-in attempts for an unknown email). */
  companyId: v.nullable(Uuid),
  events: Integer,
  /** The first record whose link does not hold, or null when the whole chain does. */
  firstBroken: v.nullable(
    v.object({
      id: v.string(),
      reason: v.picklist(['previous hash does not match', 'hash does not match its content']),
    }),
  ),
});
export type AuditChainReport = v.InferOutput<typeof AuditChainReport>;

export const AuditVerifyResult = v.object({ chains: v.array(AuditChainReport) });
export type AuditVerifyResult = v.InferOutput<typeof AuditVerifyResult>;
