import type { TestApp } from '../../support/test-app.js';
import { multipartForm, type FormPart } from '../../support/multipart.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

export const ASSETS = '/api/content/assets';
export const SPRING = DEMO_IDS.projects.spring;
export const REFUSED = 'File type must be png, jpeg. Max 1MB';

export const imagePart = (data: Buffer, filename = 'logo.png', contentType = 'image/png'): FormPart => ({
  name: 'assetFile',
  filename,
  contentType,
  data,
});

/** POST /assets with these parts; `credentials` is a demo email or ready headers (e.g. an API key). */
export async function upload(
  t: TestApp,
  credentials: string | Record<string, string>,
  parts: FormPart[],
  projectId: string = SPRING,
) {
  const form = multipartForm(parts);
  const auth = typeof credentials === 'string' ? await t.authHeader(credentials) : credentials;
  return t.app.inject({
    method: 'POST',
    url: ASSETS,
    headers: { ...auth, ...form.headers, project_id: projectId },
    payload: form.payload,
  });
}

export async function listAssets(t: TestApp, email: string, query = '', projectId: string = SPRING) {
  return t.app.inject({
    method: 'GET',
    url: `${ASSETS}${query}`,
    headers: { ...(await t.authHeader(email)), project_id: projectId },
  });
}
