import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_IDS } from '../../src/seed/demo-data.js';
import type { TestApp } from './test-app.js';

/** Creates a result view in the Spring project as the super user; fails the test unless 201. */
export async function createView(
  t: TestApp,
  payload: { name: string; description: string },
): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/content/views',
    headers: { ...(await t.authHeader('super@demo.test')), project_id: DEMO_IDS.projects.spring },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response;
}

/** What PUT takes: the view without its id, project and version fields, which the server owns. */
export function viewBody(view: Record<string, unknown>): Record<string, unknown> {
  const {
    id: _id,
    project_id: _project,
    created_at: _created,
    updated_at: _updated,
    version: _version,
    updated_by: _by,
    ...rest
  } = view;
  return rest;
}

/** A result view of Spring showing `displayState`, inserted straight into the database; answers its id. */
export async function insertView(t: Pick<TestApp, 'db'>, displayState: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO result_views (project_id, name, description, display_state) VALUES ($1, $2, 'internal note', $3)
     RETURNING id`,
    [DEMO_IDS.projects.spring, displayState, displayState],
  );
  return row!.id;
}

/** Makes the view the collection's default for a scan state, scanner and language. */
export async function assignView(
  t: Pick<TestApp, 'db'>,
  collectionId: string,
  viewId: string,
  platform: string,
  language: string,
  state = 'positive',
) {
  await t.db.query(
    `INSERT INTO collection_views (collection_id, view_id, platform, language, is_default, state)
     VALUES ($1, $2, $3, $4, true, $5)`,
    [collectionId, viewId, platform, language, state],
  );
}
