import type { Db } from '../../db/db.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import {
  insertTagOrder,
  listTagOrders as listTagOrderRows,
  lockCompanyAllowance,
  type TagOrderRow,
} from '../../repositories/tag-orders/tag-orders-repository.js';
import { findProjectCollection } from '../collections/collection-service.js';
import type { TagOrder } from 'shared/contracts/tag-orders';
import type { AuthContext } from '../auth/auth-context.js';
import { requireProjectPermission } from '../projects/project-access.js';

export const overLimit = (remaining: number, productName: string) =>
  new AppError(
    409,
    'FINGERPRINT_LIMIT_EXCEEDED',
    // The product named once, the count grouped as the console shows it (ADR 0050).
    `This is over the project company's ${productName} limit. You may order up to ${Math.max(0, remaining).toLocaleString('en')} Fingerprints.`,
  );

function toTagOrder(row: TagOrderRow): TagOrder {
  return {
    id: row.id,
    collectionId: row.collection_id,
    projectId: row.project_id,
    numberOfTags: row.number_of_tags,
    tagsCreated: row.tags_created,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listTagOrders(
  db: Db,
  auth: AuthContext,
  projectId: string,
  collectionId: string,
): Promise<TagOrder[]> {
  await requireProjectPermission(db, auth, projectId, 'tag-order:read');
  await findProjectCollection(db, projectId, collectionId);
  return (await listTagOrderRows(db, collectionId)).map(toTagOrder);
}

/**
 * 000 §6: ordering needs system_role above 1 (only that system role holds tag-order:create). The limit check and the reservation happen under a
 * lock on the company row, so concurrent orders can never take the company past max_fingerprints.
 */
export async function placeTagOrder(
  db: Db,
  auth: AuthContext,
  {
    projectId,
    collectionId,
    numberOfTags,
    productName,
  }: {
    projectId: string;
    collectionId: string;
    numberOfTags: number;
    productName: string;
  },
): Promise<TagOrder> {
  await requireProjectPermission(db, auth, projectId, 'tag-order:read');
  await findProjectCollection(db, projectId, collectionId);
  if (!auth.permissions.has('tag-order:create')) throw forbidden();
  return db.transaction(async (tx) => {
    const allowance = await lockCompanyAllowance(tx, projectId);
    if (!allowance) throw notFound('Project not found.');
    const remaining = allowance.max_fingerprints - allowance.total_fingerprint_count;
    if (numberOfTags > remaining) throw overLimit(remaining, productName);
    const row = await insertTagOrder(tx, {
      companyId: allowance.company_id,
      collectionId,
      projectId,
      numberOfTags,
      orderedBy: auth.userId,
    });
    return toTagOrder(row);
  });
}
