import type { Db } from '../../db/db.js';
import { invalid, notFound } from '../../errors.js';
import {
  changeRangeStatus,
  changeTagStatus,
  findProjectTagStatus,
  listTagStatusChanges,
  type StatusChangeInput,
  type TagStatusChangeRow,
} from '../../repositories/tag-status/tag-status-repository.js';
import { PROTECTION_RULE_LABELS, type ScanReason } from 'shared/contracts/protection';
import {
  BLACKLIST_REASONS,
  MAX_STATUS_NOTE_LENGTH,
  type TagRangeStatusChangeBody,
  type TagRangeStatusResult,
  type TagStatusChange,
  type TagStatusChangeBody,
  type TagStatusHistory,
} from 'shared/contracts/tag-status';
import type { AuthContext } from '../auth/auth-context.js';
import { findProjectCollection } from '../collections/collection-service.js';
import { requireProjectPermission } from '../projects/project-access.js';

/** A tag page shows this many changes; older ones stay stored. */
export const STATUS_HISTORY_LIMIT = 100;

const tagNotFound = () => notFound('Tag not found.');

function changeInput(auth: AuthContext, body: TagStatusChangeBody, source: StatusChangeInput['source']) {
  if (body.status === 'blacklisted' && !body.reason) {
    throw invalid(`Blacklisting a tag needs a reason: one of ${BLACKLIST_REASONS.join(', ')}.`);
  }
  if (body.status !== 'blacklisted' && body.reason) {
    throw invalid('A reason is given only when blacklisting a tag.');
  }
  return {
    status: body.status,
    reason: body.reason ?? null,
    note: body.note.trim(),
    source,
    userId: auth.userId,
    apiKeyId: auth.apiKey?.id ?? null,
  } satisfies StatusChangeInput;
}

function changedBy(row: TagStatusChangeRow): TagStatusChange['changedBy'] {
  if (row.api_key_id) return { kind: 'api-key', id: row.api_key_id, name: `API key ${row.api_key_prefix ?? ''}` };
  if (row.user_id) return { kind: 'user', id: row.user_id, name: row.user_email ?? '' };
  return null;
}

/**
 * The tag's changes, newest first, from every row that reached it oldest first: a range row takes its "from" from
 * the change before it (a tag starts active), and one that found the tag already in its status changed nothing here.
 */
function tagChanges(rows: TagStatusChangeRow[]): TagStatusChange[] {
  const changes: TagStatusChange[] = [];
  let current: TagStatusChange['from'] = 'active';
  for (const row of rows) {
    const from = row.from_status ?? current;
    current = row.to_status;
    if (from === row.to_status) continue;
    changes.push({
      from,
      to: row.to_status,
      reason: row.reason,
      note: row.note,
      source: row.source,
      changedBy: changedBy(row),
      ...(row.scan_id && { scanId: row.scan_id }),
      changedAt: row.changed_at,
    });
  }
  return changes.reverse().slice(0, STATUS_HISTORY_LIMIT);
}

/** The tag's status and changes, for whoever already may read them (a tag page, a case's timeline). */
export async function tagStatusHistory(db: Db, projectId: string, tagId: string): Promise<TagStatusHistory> {
  const tag = await findProjectTagStatus(db, projectId, tagId);
  if (!tag) throw tagNotFound();
  const rows = await listTagStatusChanges(db, { id: tagId, collectionId: tag.collectionId, index: tag.index });
  return { status: tag.status, changes: tagChanges(rows) };
}

export async function getTagStatus(
  db: Db,
  auth: AuthContext,
  projectId: string,
  tagId: string,
): Promise<TagStatusHistory> {
  await requireProjectPermission(db, auth, projectId, 'tag:read');
  return tagStatusHistory(db, projectId, tagId);
}

export async function setTagStatus(
  db: Db,
  auth: AuthContext,
  projectId: string,
  tagId: string,
  body: TagStatusChangeBody,
): Promise<TagStatusHistory> {
  await requireProjectPermission(db, auth, projectId, 'tag:update-status');
  const change = changeInput(auth, body, 'tag');
  return db.transaction(async (tx) => {
    if (!(await findProjectTagStatus(tx, projectId, tagId))) throw tagNotFound();
    await changeTagStatus(tx, tagId, change);
    return tagStatusHistory(tx, projectId, tagId);
  });
}

/**
 * A protection rule blacklists the tag of a scan it flagged (ADR 0062), in the scan's transaction: recorded with
 * source 'rule', no person, and the scan; the rule's reason is the note. A person undoes it with PUT …/status.
 * A tag already blacklisted is left as it is.
 */
export async function blacklistTagByRule(tx: Db, tagId: string, scanId: string, reason: ScanReason): Promise<void> {
  await changeTagStatus(tx, tagId, {
    status: 'blacklisted',
    reason: 'counterfeit_seen',
    note: `${PROTECTION_RULE_LABELS[reason.rule]}: ${reason.message}`.slice(0, MAX_STATUS_NOTE_LENGTH),
    source: 'rule',
    userId: null,
    apiKeyId: null,
    scanId,
  });
}

/**
 * Closing a case as a confirmed counterfeit blacklists its tag in the case's transaction, as the person (or API key)
 * who closed it, by hand (source 'tag'). A tag already blacklisted is left as it is; false then.
 */
export async function blacklistTagForCase(tx: Db, auth: AuthContext, tagId: string, note: string): Promise<boolean> {
  const change = changeInput(auth, { status: 'blacklisted', reason: 'counterfeit_seen', note }, 'tag');
  return changeTagStatus(tx, tagId, change);
}

/** Sets every tag of a collection from one index to another, both included, all or none. */
export async function setRangeStatus(
  db: Db,
  auth: AuthContext,
  projectId: string,
  collectionId: string,
  body: TagRangeStatusChangeBody,
): Promise<TagRangeStatusResult> {
  await requireProjectPermission(db, auth, projectId, 'tag:update-status');
  await findProjectCollection(db, projectId, collectionId);
  if (body.toIndex < body.fromIndex) {
    throw invalid(`toIndex (${body.toIndex}) must not be below fromIndex (${body.fromIndex}).`);
  }
  const change = changeInput(auth, body, 'range');
  const { tags, changed } = await changeRangeStatus(db, collectionId, body.fromIndex, body.toIndex, change);
  if (tags === 0) {
    throw invalid(`The collection has no tags from index ${body.fromIndex} to ${body.toIndex}.`);
  }
  return { tags, tagsChanged: changed };
}
