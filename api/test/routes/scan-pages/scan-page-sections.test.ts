import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { shortCodeOf } from '../../../src/services/tags/short-codes.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { testImage } from '../../support/images.js';
import { imagePart, upload } from '../assets/asset-helpers.js';

const section = (id: string, requiresAuthentication: boolean, content: unknown[]) => ({
  id,
  type: 'section',
  data: {
    content,
    backgroundColor: '#ffffff',
    centered: true,
    removePadding: false,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    requiresAuthentication,
    isCollapsible: false,
    collapsible: { text: '', color: '#000000', style: 'heading' },
  },
});

describeWithApp('sections for authenticated scans on the scan page API', (t) => {
  it('are left out of the page anyone with the tag code reads, with the assets only they draw', async () => {
    const form = await upload(t, 'admin@demo.test', [
      imagePart(await testImage('png'), 'warranty.png', 'image/png'),
      { name: 'name', value: 'Warranty card' },
    ]);
    const memberAsset = form.json().id as string;
    const [tag] = await t.db.query<{ id: string; collection_id: string }>(
      `SELECT t.id, t.collection_id FROM tags t JOIN collections c ON c.id = t.collection_id
       WHERE c.name = 'Silk Scarves' ORDER BY t.sequence_number LIMIT 1`,
    );
    const open = section('open', false, [{ id: 't1', type: 'text', data: { style: 'paragraph', text: 'Welcome' } }]);
    const members = section('members', true, [
      { id: 't2', type: 'text', data: { style: 'paragraph', text: 'Warranty code 4711' } },
      { id: 'i2', type: 'image', data: { url: '', alt: 'Card', assetId: memberAsset } },
    ]);
    const [view] = await t.db.query<{ id: string }>(
      `INSERT INTO result_views (project_id, name, description, display_state) VALUES ($1, 'Members', 'x', 'Authentic')
       RETURNING id`,
      [DEMO_IDS.projects.spring],
    );
    await t.db.query(`UPDATE result_views SET content = jsonb_set(content, '{sections}', $2::jsonb) WHERE id = $1`, [
      view!.id,
      JSON.stringify([open, members]),
    ]);
    await t.db.query(
      `INSERT INTO collection_views (collection_id, view_id, platform, language, is_default) VALUES ($1, $2, 'ALL', 'en', true)`,
      [tag!.collection_id, view!.id],
    );

    const response = await t.app.inject({ method: 'GET', url: `/api/content/scan-pages/${shortCodeOf(tag!.id)}` });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.view.content.sections).toEqual([open]);
    expect(response.body).not.toContain('Warranty code 4711');
    expect(page.view.asset_urls).toEqual({});
  });
});
