import type { Db } from '../db/db.js';
import { hashPassword } from '../services/auth/passwords.js';
import { DEMO_PASSWORD, demoCompanies, demoProjects, demoUsers } from './demo-data.js';
import { seedDemoScanEvents } from './demo-scan-events.js';
import { seedDemoFlaggedScans } from './demo-flagged-scans.js';
import { seedDemoReport } from './demo-report.js';
import { seedDemoCases } from './demo-case.js';
import { insertTags } from '../repositories/tag-orders/tags-repository.js';
import type { FileStorage } from '../services/storage/file-storage.js';

export const DEMO_EMAIL_DOMAIN = '@demo.test';

/** Demo logins in the database: production refuses to start while any exists (their password is public). */
export async function findDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db.query<{ email: string }>(`SELECT email FROM users WHERE email LIKE '%' || $1 ORDER BY email`, [
    DEMO_EMAIL_DOMAIN,
  ]);
  return rows.map((row) => row.email);
}

const ago = (days: number) => `now() - make_interval(days => ${days})`;

/** A collection's tags arrive as real rows from one completed order, so downloads and GET /tags see them. */
async function seedCompletedOrder(
  tx: Db,
  projectId: string,
  collectionId: string,
  collection: { tagCount: number; daysAgo: number },
): Promise<void> {
  const [order] = await tx.query<{ id: string }>(
    `INSERT INTO tag_orders (collection_id, project_id, number_of_tags, tags_created, status, created_at, updated_at)
     VALUES ($1, $2, $3, $3, 'COMPLETED', ${ago(collection.daysAgo)}, ${ago(collection.daysAgo)}) RETURNING id`,
    [collectionId, projectId, collection.tagCount],
  );
  await insertTags(tx, { collectionId, orderId: order!.id, firstSequence: 0, count: collection.tagCount });
}

/**
 * Idempotent: existing rows (matched by id or email) are left as they are. With a file storage the
 * demo scans get their images (photos of their tags) stored there.
 */
export async function seedDemo(db: Db, options: { productName: string; fileStorage?: FileStorage }): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const c of demoCompanies(options.productName)) {
      await tx.query(
        `INSERT INTO companies (id, name, domain, description, max_fingerprints, created_at)
         VALUES ($1, $2, $3, $4, $5, ${ago(c.daysAgo)}) ON CONFLICT (id) DO NOTHING`,
        [c.id, c.name, c.domain, c.description, c.maxFingerprints],
      );
    }
    for (const p of demoProjects) {
      const inserted = await tx.query(
        `INSERT INTO projects (id, name, company_id, created_at) VALUES ($1, $2, $3, ${ago(p.daysAgo)})
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [p.id, p.name, p.companyId],
      );
      if (inserted.length === 0) continue;
      const collectionIds = new Map<string, string>();
      for (const col of p.collections) {
        const [collection] = await tx.query<{ id: string }>(
          `INSERT INTO collections (project_id, name, tag_count, tags_ordered, created_at, updated_at)
           VALUES ($1, $2, $3, $3, ${ago(col.daysAgo)}, ${ago(col.daysAgo)}) RETURNING id`,
          [p.id, col.name, col.tagCount],
        );
        collectionIds.set(col.name, collection!.id);
        if (col.tagCount > 0) await seedCompletedOrder(tx, p.id, collection!.id, col);
      }
      for (const view of p.resultViews ?? []) {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO result_views (project_id, name, description, created_at, updated_at)
           VALUES ($1, $2, $3, ${ago(view.daysAgo)}, ${ago(view.daysAgo)}) RETURNING id`,
          [p.id, view.name, view.description],
        );
        for (const name of view.englishPageOf ?? []) {
          await tx.query(
            `INSERT INTO collection_views (collection_id, view_id, state, platform, language, is_default)
             VALUES ($1, $2, 'positive', 'ALL', 'en', true)`,
            [collectionIds.get(name), row!.id],
          );
        }
      }
    }
    for (const u of demoUsers) {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, is_verified, company_id, role_id,
                            system_role, accepted_terms_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9 THEN now() END)
         ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
         RETURNING id`,
        [
          u.email,
          passwordHash,
          u.firstName,
          u.lastName,
          u.isVerified,
          u.companyId,
          u.systemRole,
          u.systemRole,
          u.firstName !== null,
        ],
      );
      for (const membership of u.projects) {
        await tx.query(
          `INSERT INTO user_projects (user_id, project_id, role_id) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, project_id) DO NOTHING`,
          [row!.id, membership.id, membership.roleId],
        );
      }
    }
    // The company's active count is the sum of its collections' tags.
    const companyIds = demoCompanies(options.productName).map((c) => c.id);
    await tx.query(
      `UPDATE companies c SET total_fingerprint_count = COALESCE(
         (SELECT sum(col.tag_count) FROM collections col JOIN projects p ON p.id = col.project_id
          WHERE p.company_id = c.id), 0)
       WHERE c.id IN (${companyIds.map((_, i) => `$${i + 1}`).join(', ')})`,
      companyIds,
    );
    await seedDemoScanEvents(tx, { fileStorage: options.fileStorage });
    await seedDemoFlaggedScans(tx);
    // Its photo is a stored file: without a storage (the API tests' databases) there is no report.
    if (options.fileStorage) await seedDemoReport(tx, options.fileStorage);
    await seedDemoCases(tx);
  });
}
