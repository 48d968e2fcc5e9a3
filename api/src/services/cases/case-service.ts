import type { Db } from '../../db/db.js';
import type { CaseChange, CaseUpdatedMessage } from 'shared/contracts/cases';
import {
  findCase,
  findOpenCaseId,
  insertOpenCase,
  toCase,
  type NewCase,
} from '../../repositories/cases/cases-repository.js';
import { queueEvent } from '../../repositories/webhooks/webhooks-repository.js';

export type CaseOpener =
  { kind: 'alert'; scanId: string } | { kind: 'report'; reportId: string } | { kind: 'hand'; userId: string };

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
export async function queueCaseUpdated(tx: Db, projectId: string, caseId: string, change: CaseChange): Promise<void> {
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
}
