import { expect } from 'vitest';
import { shortCodeOf } from '../../src/services/tags/short-codes.js';
import { collectionIdNamed, tagIdAt } from './seed-lookups.js';
import type { TestApp } from './test-app.js';

/**
 * Opens the scan page of the tag at this index of a seeded collection (Silk Scarves unless named) the way a
 * browser does: the page records its scan. Answers what a report from that page names.
 */
export async function openScanPage(
  t: TestApp,
  index: number,
  collection = 'Silk Scarves',
): Promise<{ code: string; tagId: string; clientScanId: string }> {
  const tagId = await tagIdAt(t, await collectionIdNamed(t, collection), index);
  const code = shortCodeOf(tagId);
  const clientScanId = `scan-page-${crypto.randomUUID()}`;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/content/scan-pages/${code}/scans`,
    payload: { clientScanId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { code, tagId, clientScanId };
}
