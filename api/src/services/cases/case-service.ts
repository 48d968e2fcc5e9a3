import * as v from 'valibot';
import type { Db } from '../../db/db.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import {
  CaseChangeBody,
  type Case,
  type CaseChange,
  type CaseList,
  type CaseListQuery,
  type CaseNoteBody,
  type CaseUpdatedMessage,
  type NewCaseBody,
} from 'shared/contracts/cases';
import {
  findCase,
  findOpenCaseId,
  findProjectMember,
  hasOtherOpenCase,
  insertCaseEvent,
  insertOpenCase,
  listCasesPage,
  lockCase,
  setCaseAssignee,
  setCaseStatus,
  toCase,
  touchCase,
  type NewCase,
} from '../../repositories/cases/cases-repository.js';
import { casePath } from 'shared/contracts/alerts';
import { insertOutboxEmail } from '../../repositories/email-outbox/email-outbox-repository.js';
import { findProject } from '../../repositories/projects/projects-repository.js';
import { findProjectTagStatus } from '../../repositories/tag-status/tag-status-repository.js';
import { findProfileRow } from '../../repositories/users/users-repository.js';
import { queueEvent } from '../../repositories/webhooks/webhooks-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { caseAssignedEmail } from '../email/emails.js';
import { requireProjectPermission } from '../projects/project-access.js';
import { blacklistTagForCase } from '../tag-status/tag-status-service.js';

export type CaseOpener =
  { kind: 'alert'; scanId: string } | { kind: 'report'; reportId: string } | { kind: 'hand'; userId: string };

/** Where the console shows things, for the assignment email. */
export interface CaseLinks {
  consoleUrl: string;
  productName: string;
}

export const caseNotFound = () => notFound('Case not found.');

/**
 * The tag's case: the one that is open or being investigated, or a new one opened by `opener` (ADR 0063). Runs in
 * the caller's transaction, so a scan's alert or a report and the case it opens are kept together or not at all.
 */
export async function openOrFindCase(
  tx: Db,
  input: { projectId: string; tagId: string; opener: CaseOpener },
): Promise<{ caseId: string; opened: boolean }> {
  const { opener } = input;
  const row: NewCase = {
    projectId: input.projectId,
    tagId: input.tagId,
    openedBy: opener.kind,
    userId: opener.kind === 'hand' ? opener.userId : null,
    scanId: opener.kind === 'alert' ? opener.scanId : null,
    reportId: opener.kind === 'report' ? opener.reportId : null,
  };
  // A case closed between the insert that found it and the look-up makes room for a new one: try again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const openedId = await insertOpenCase(tx, row);
    if (openedId) {
      await queueCaseUpdated(tx, input.projectId, openedId, 'opened');
      return { caseId: openedId, opened: true };
    }
    const caseId = await findOpenCaseId(tx, input.tagId);
    if (caseId) return { caseId, opened: false };
  }
  throw new Error(`The case of tag ${input.tagId} could not be opened or found`);
}

/** `case.updated` for the project's webhooks, with the case as GET /cases/{id} answers it, ordered per collection. */
async function queueCaseUpdated(tx: Db, projectId: string, caseId: string, change: CaseChange): Promise<Case> {
  const row = (await findCase(tx, projectId, caseId))!;
  const message: CaseUpdatedMessage = {
    type: 'case.updated',
    timestamp: row.updated_at,
    data: { change, case: toCase(row) },
  };
  await queueEvent(tx, {
    projectId,
    eventType: 'case.updated',
    body: JSON.stringify(message),
    orderingKey: `collection:${row.collection_id}`,
  });
  return message.data.case;
}

export async function listCases(db: Db, auth: AuthContext, projectId: string, query: CaseListQuery): Promise<CaseList> {
  await requireProjectPermission(db, auth, projectId, 'case:read');
  const { offset, limit, ...filter } = query;
  const { rows, total } = await listCasesPage(db, { projectId, ...filter }, { offset, limit });
  return { items: rows.map(toCase), total };
}

export async function getCase(db: Db, auth: AuthContext, projectId: string, caseId: string): Promise<Case> {
  await requireProjectPermission(db, auth, projectId, 'case:read');
  const row = await findCase(db, projectId, caseId);
  if (!row) throw caseNotFound();
  return toCase(row);
}

/** Opens a case for a tag by hand, or answers the tag's case that is already open (`opened` false). */
export async function openCaseByHand(
  db: Db,
  auth: AuthContext,
  projectId: string,
  body: NewCaseBody,
): Promise<{ case: Case; opened: boolean }> {
  await requireProjectPermission(db, auth, projectId, 'case:update');
  return db.transaction(async (tx) => {
    if (!(await findProjectTagStatus(tx, projectId, body.tagId))) throw notFound('Tag not found.');
    const { caseId, opened } = await openOrFindCase(tx, {
      projectId,
      tagId: body.tagId,
      opener: { kind: 'hand', userId: auth.userId },
    });
    const note = body.note?.trim();
    if (note) await insertCaseEvent(tx, { caseId, kind: 'note', userId: auth.userId, note });
    return { case: toCase((await findCase(tx, projectId, caseId))!), opened };
  });
}

export async function addCaseNote(
  db: Db,
  auth: AuthContext,
  projectId: string,
  caseId: string,
  body: CaseNoteBody,
): Promise<Case> {
  await requireProjectPermission(db, auth, projectId, 'case:update');
  return db.transaction(async (tx) => {
    if (!(await lockCase(tx, projectId, caseId))) throw caseNotFound();
    await insertCaseEvent(tx, { caseId, kind: 'note', userId: auth.userId, note: body.note.trim() });
    await touchCase(tx, caseId);
    return queueCaseUpdated(tx, projectId, caseId, 'note');
  });
}

/**
 * Changes a case's status and/or assignee, each change kept as an event and told to webhooks. Closing as a
 * confirmed counterfeit with `blacklistTag` blacklists the tag in the same transaction, which needs
 * tag:update-status too. A newly assigned member other than the caller is emailed through the outbox.
 */
export async function changeCase(
  db: Db,
  auth: AuthContext,
  links: CaseLinks,
  projectId: string,
  caseId: string,
  input: CaseChangeBody,
): Promise<Case> {
  const access = await requireProjectPermission(db, auth, projectId, 'case:update');
  const parsed = v.safeParse(CaseChangeBody, input);
  if (!parsed.success) throw invalid(parsed.issues[0].message);
  const body = parsed.output;
  if (body.blacklistTag && !access.permissions.has('tag:update-status')) {
    throw new AppError(
      403,
      'FORBIDDEN',
      'Blacklisting the tag needs the tag:update-status permission; close the case without it.',
    );
  }
  return db.transaction(async (tx) => {
    const current = await lockCase(tx, projectId, caseId);
    if (!current) throw caseNotFound();
    let change: CaseChange | undefined;
    if (body.assigneeId !== undefined && body.assigneeId !== current.assignee_id) {
      const assignee = body.assigneeId && (await findProjectMember(tx, projectId, body.assigneeId));
      if (body.assigneeId && !assignee) throw invalid('The assignee must be a member of the project.');
      await setCaseAssignee(tx, caseId, body.assigneeId);
      await insertCaseEvent(tx, { caseId, kind: 'assignee', userId: auth.userId, assigneeId: body.assigneeId });
      if (assignee && body.assigneeId !== auth.userId) {
        await emailAssignee(tx, auth, links, projectId, caseId, assignee.email);
      }
      change = 'assignee';
    }
    if (body.status !== undefined && (body.status !== current.status || body.status === 'closed')) {
      if (current.status === 'closed' && body.status === 'closed') {
        throw conflict('The case is closed already; reopen it to close it another way.');
      }
      if (current.status === 'closed' && (await hasOtherOpenCase(tx, current.tag_id, caseId))) {
        throw conflict('The tag has another case open; this one stays closed.');
      }
      const resolution = body.resolution ?? null;
      const blacklisted =
        body.blacklistTag === true &&
        (await blacklistTagForCase(tx, auth, current.tag_id, 'Case closed as a confirmed counterfeit.'));
      await setCaseStatus(tx, caseId, body.status, resolution);
      await insertCaseEvent(tx, {
        caseId,
        kind: 'status',
        userId: auth.userId,
        fromStatus: current.status,
        toStatus: body.status,
        resolution,
        blacklisted,
      });
      change = 'status';
    }
    if (!change) return toCase((await findCase(tx, projectId, caseId))!);
    return queueCaseUpdated(tx, projectId, caseId, change);
  });
}

async function emailAssignee(
  tx: Db,
  auth: AuthContext,
  links: CaseLinks,
  projectId: string,
  caseId: string,
  to: string,
): Promise<void> {
  const row = (await findCase(tx, projectId, caseId))!;
  const project = await findProject(tx, projectId);
  const actor = await findProfileRow(tx, auth.userId);
  await insertOutboxEmail(
    tx,
    caseAssignedEmail({
      to,
      productName: links.productName,
      projectName: project?.name ?? '',
      assignedBy: actor ? `${actor.first_name ?? ''} ${actor.last_name}`.trim() || actor.email : 'Someone',
      tagLabel: `${row.collection_name} #${row.tag_index}`,
      caseUrl: `${links.consoleUrl}${casePath(projectId, caseId)}`,
    }),
  );
}
