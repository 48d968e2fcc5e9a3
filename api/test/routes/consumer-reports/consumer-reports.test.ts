import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { multipartForm, type FormPart } from '../../support/multipart.js';
import { testImage } from '../../support/images.js';
import { openScanPage as scan } from '../../support/scan-pages.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import { MAX_REPORT_PHOTO_BYTES, REPORT_PHOTO_REFUSED_MESSAGE } from 'shared/contracts/consumer-reports';

const SPRING = DEMO_IDS.projects.spring;
const REPORTS = '/api/events/consumer-reports';
const ADMIN = 'admin@demo.test';
/** Every test here reports from one address: the allowances are out of the way unless a test sets them. */
const UNLIMITED = {
  reportLimits: { maxPerClient: 1_000_000, clientWindowSeconds: 60, maxPerTag: 1_000_000, tagWindowSeconds: 60 },
};

const field = (name: string, value: string): FormPart => ({ name, value });
const photo = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FormPart => ({
  name: 'photos',
  filename,
  contentType,
  data,
});

const report = (t: TestApp, code: string, parts: FormPart[], app = t.app, ip = '127.0.0.1') => {
  const form = multipartForm(parts);
  return app.inject({
    method: 'POST',
    url: `/api/content/scan-pages/${code}/reports`,
    headers: { ...form.headers, 'user-agent': 'Mozilla/5.0 (iPhone) test' },
    payload: form.payload,
    remoteAddress: ip,
  });
};

async function reportsOf(t: TestApp, tagId: string, headers?: Record<string, string>) {
  return t.app.inject({
    method: 'GET',
    url: `${REPORTS}?project_id=${SPRING}&tagId=${tagId}`,
    headers: headers ?? (await t.authHeader(ADMIN)),
  });
}

describeWithApp(
  'POST /api/content/scan-pages/:code/reports',
  (t) => {
    describe('keeps', () => {
      it('a full report with two photos, the tag and the scan taken from the page, the email with consent', async () => {
        const { code, tagId, clientScanId } = await scan(t, 1);
        const response = await report(t, code, [
          field('clientScanId', clientScanId),
          field('description', '  The stitching is loose and the label is misspelt. '),
          field('shop', 'Corner Boutique'),
          field('city', 'Lyon'),
          field('country', 'France'),
          field('onlineUrl', 'https://shop.example/scarf'),
          field('price', '49,90'),
          field('currency', 'eur'),
          field('email', 'ana@example.com'),
          field('emailConsent', 'true'),
          field('language', 'fr'),
          field('website', ''),
          photo(await testImage('jpeg', 1200, 900)),
          photo(await testImage('png', 300, 200), 'label.png', 'image/png'),
        ]);
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toEqual({ received: true });

        const list = await reportsOf(t, tagId);
        expect(list.statusCode, list.body).toBe(200);
        const { data, total } = list.json();
        expect(total).toBe(1);
        const [scanRow] = await t.db.query<{ id: string }>('SELECT id FROM scan_events WHERE client_scan_id = $1', [
          clientScanId,
        ]);
        expect(data[0]).toMatchObject({
          projectId: SPRING,
          tagId,
          scanEventId: scanRow!.id,
          shop: 'Corner Boutique',
          city: 'Lyon',
          country: 'France',
          onlineUrl: 'https://shop.example/scarf',
          price: { amount: '49.90', currency: 'EUR' },
          description: 'The stitching is loose and the label is misspelt.',
          email: 'ana@example.com',
          language: 'fr',
          userAgent: 'Mozilla/5.0 (iPhone) test',
        });
        expect(data[0].photos).toHaveLength(2);
        expect(data[0].photos[0]).toMatchObject({
          original: { width: 1200, height: 900 },
          small: { width: 500, height: 375 },
          thumbnail: { width: 208, height: 156 },
        });

        const one = await t.app.inject({
          method: 'GET',
          url: `${REPORTS}/${data[0].id}?project_id=${SPRING}`,
          headers: await t.authHeader('guest@demo.test'),
        });
        expect(one.statusCode, one.body).toBe(200);
        // A Guest reads the report without the consumer's email, which is for those who act on it (ADR 0063).
        expect(one.json()).toEqual({ ...data[0], email: null });

        const file = await t.app.inject({
          method: 'GET',
          url: data[0].photos[1].thumbnail.url,
          headers: await t.authHeader(ADMIN),
        });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/png');
        expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
        const anonymous = await t.app.inject({ method: 'GET', url: data[0].photos[1].thumbnail.url });
        expect(anonymous.statusCode).toBe(401);
      });

      it('an email without consent is refused, so no email is kept unless agreed to', async () => {
        const { code, tagId, clientScanId } = await scan(t, 2);
        const refused = await report(t, code, [
          field('clientScanId', clientScanId),
          field('description', 'Fake.'),
          field('email', 'ana@example.com'),
        ]);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.message).toBe(
          'Email: tick the box to let the brand contact you, or leave the email empty.',
        );
        const kept = await report(t, code, [
          field('clientScanId', clientScanId),
          field('description', 'Fake.'),
          field('emailConsent', 'true'),
        ]);
        expect(kept.statusCode, kept.body).toBe(201);
        const [row] = (await reportsOf(t, tagId)).json().data;
        expect(row).toMatchObject({ email: null, price: null, shop: '', photos: [] });
      });

      it('answers a filled honeypot like a kept report, and keeps nothing', async () => {
        const { code, tagId, clientScanId } = await scan(t, 3);
        const response = await report(t, code, [
          field('clientScanId', clientScanId),
          field('description', 'Buy cheap watches'),
          field('website', 'https://spam.example'),
        ]);
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ received: true });
        expect((await reportsOf(t, tagId)).json()).toEqual({ data: [], total: 0 });
      });
    });

    describe('refuses with 400 naming the field', () => {
      const refused = async (
        parts: (clientScanId: string) => FormPart[],
        message: string,
        code = 'VALIDATION_ERROR',
      ) => {
        const scanned = await scan(t, 4);
        const response = await report(t, scanned.code, parts(scanned.clientScanId));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ error: { message, code, status: 400 } });
      };
      const withScan = (id: string, ...parts: FormPart[]) => [field('clientScanId', id), ...parts];
      const described = (id: string, ...parts: FormPart[]) => withScan(id, field('description', 'Fake'), ...parts);

      it('a report without what is wrong, or with too much of it', async () => {
        await refused((id) => withScan(id), 'What is wrong: tell us what you noticed.');
        await refused((id) => withScan(id, field('description', '   ')), 'What is wrong: tell us what you noticed.');
        await refused(
          (id) => withScan(id, field('description', 'x'.repeat(2001))),
          'What is wrong: keep it to 2000 characters.',
        );
      });

      it('a shop, city or country too long', async () => {
        await refused((id) => described(id, field('shop', 's'.repeat(201))), 'Shop: keep it to 200 characters.');
        await refused((id) => described(id, field('city', 'c'.repeat(101))), 'City: keep it to 100 characters.');
        await refused((id) => described(id, field('country', 'c'.repeat(101))), 'Country: keep it to 100 characters.');
      });

      it('an online shop that is not an http(s) address', async () => {
        for (const url of ['javascript:alert(1)', 'shop.example', 'ftp://shop.example/x']) {
          await refused(
            (id) => described(id, field('onlineUrl', url)),
            'Online shop: give the whole address, starting with https://',
          );
        }
      });

      it('a price that is not a number, a currency that is not a code, and one without the other', async () => {
        await refused(
          (id) => described(id, field('price', '12e3'), field('currency', 'EUR')),
          'Price: a number such as 49.90.',
        );
        await refused(
          (id) => described(id, field('price', '12'), field('currency', 'EURO')),
          'Currency: a three-letter code such as EUR.',
        );
        await refused(
          (id) => described(id, field('price', '12')),
          'Currency: give the currency with the price (or leave both empty).',
        );
        await refused(
          (id) => described(id, field('currency', 'EUR')),
          'Currency: give the currency with the price (or leave both empty).',
        );
      });

      it('an email that is not one, a consent that is not true or false, a language the page does not have', async () => {
        await refused(
          (id) => described(id, field('email', 'ana@'), field('emailConsent', 'true')),
          'Email: check the address.',
        );
        await refused((id) => described(id, field('emailConsent', 'yes')), 'emailConsent: true or false.');
        await refused((id) => described(id, field('language', 'xx')), 'language: one of the scan page languages.');
      });

      it('a field the form does not have, and a photo under another name', async () => {
        await refused(
          (id) => described(id, field('tagId', '00000000-0000-4000-8000-000000000000')),
          'Unexpected field "tagId": send only the report fields and photos.',
        );
        await refused(
          (id) => described(id, { ...photo(Buffer.from('x')), name: 'file' }),
          'Unexpected file field "file": send photos.',
        );
      });

      it("a scan that is not this tag's, and no scan at all", async () => {
        const other = await scan(t, 5);
        await refused(
          () => described(other.clientScanId),
          'clientScanId: no scan of this tag has this id; open the page from the tag again.',
        );
        await refused(() => [field('description', 'Fake')], 'clientScanId: the scan this report is about.');
      });
    });

    describe('refuses hostile photos with 4xx, keeping nothing', () => {
      it('a Windows program renamed to .jpg, naming the photo', async () => {
        const { code, tagId, clientScanId } = await scan(t, 6);
        const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(600, 0x41)]);
        const response = await report(t, code, [
          field('clientScanId', clientScanId),
          field('description', 'Fake'),
          photo(await testImage('jpeg')),
          photo(exe, 'IMG_0002.jpg'),
        ]);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toEqual({
          message: `Photo 2: ${REPORT_PHOTO_REFUSED_MESSAGE}`,
          code: 'ASSET_TYPE_NOT_ALLOWED',
          status: 400,
        });
        expect((await reportsOf(t, tagId)).json().total).toBe(0);
      });

      it('a damaged jpeg', async () => {
        const { code, clientScanId } = await scan(t, 6);
        const whole = await testImage('jpeg', 200, 200);
        const response = await report(t, code, [
          field('clientScanId', clientScanId),
          field('description', 'Fake'),
          photo(whole.subarray(0, whole.length / 2)),
        ]);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('ASSET_UNREADABLE');
        expect(response.json().error.message).toMatch(/^Photo 1: The image could not be read/);
      });

      it('a photo over the size limit with 413 while streaming', async () => {
        const { code, clientScanId } = await scan(t, 6);
        const jpeg = await testImage('jpeg');
        const oversized = Buffer.concat([jpeg, Buffer.alloc(MAX_REPORT_PHOTO_BYTES + 1 - jpeg.length, 0x20)]);
        const response = await report(t, code, [
          field('clientScanId', clientScanId),
          field('description', 'Fake'),
          photo(oversized),
        ]);
        expect(response.statusCode).toBe(413);
        expect(response.json().error).toEqual({
          message: `Photo 1: ${REPORT_PHOTO_REFUSED_MESSAGE}`,
          code: 'ASSET_TOO_LARGE',
          status: 413,
        });
      });

      it('four photos', async () => {
        const { code, clientScanId } = await scan(t, 6);
        const jpeg = await testImage('jpeg');
        const response = await report(t, code, [
          field('clientScanId', clientScanId),
          field('description', 'Fake'),
          ...[1, 2, 3, 4].map(() => photo(jpeg)),
        ]);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe('Photos: send at most 3.');
      });

      it('a JSON body with 415, an unknown tag with 404, a code that is not one with 400', async () => {
        const { code } = await scan(t, 6);
        const json = await t.app.inject({
          method: 'POST',
          url: `/api/content/scan-pages/${code}/reports`,
          payload: { description: 'Fake' },
        });
        expect(json.statusCode).toBe(415);
        const unknown = await report(t, '0'.repeat(22), [field('description', 'Fake')]);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().error.message).toBe('Tag not found.');
        const notACode = await report(t, 'not-a-code', [field('description', 'Fake')]);
        expect(notACode.statusCode).toBe(400);
      });
    });

    describe('limits', () => {
      let limited: TestApp['app'];
      beforeAll(async () => {
        limited = await t.buildAnotherApp({
          reportLimits: { maxPerClient: 2, clientWindowSeconds: 3600, maxPerTag: 3, tagWindowSeconds: 3600 },
        });
      });

      it('each client to its allowance, with 429 and Retry-After, and another client still reports', async () => {
        const { code, clientScanId } = await scan(t, 7);
        const parts = [field('clientScanId', clientScanId), field('description', 'Fake')];
        for (let i = 0; i < 2; i++)
          expect((await report(t, code, parts, limited, '198.51.100.7')).statusCode).toBe(201);
        const refused = await report(t, code, parts, limited, '198.51.100.7');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error).toEqual({
          message: 'Too many reports from this device. Try again in 60 minutes.',
          code: 'RATE_LIMITED',
          status: 429,
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
        // The same IPv6 /64 is one client; another address is not.
        expect((await report(t, code, parts, limited, '198.51.100.8')).statusCode).toBe(201);
      });

      it('each tag to its allowance, whichever clients report it', async () => {
        const { code, clientScanId } = await scan(t, 8);
        const parts = [field('clientScanId', clientScanId), field('description', 'Fake')];
        for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
          expect((await report(t, code, parts, limited, ip)).statusCode).toBe(201);
        }
        const refused = await report(t, code, parts, limited, '203.0.113.4');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error.message).toBe(
          'This product has had too many reports for now. Try again in 60 minutes.',
        );
        const otherTag = await scan(t, 9);
        const other = await report(
          t,
          otherTag.code,
          [field('clientScanId', otherTag.clientScanId), field('description', 'Fake')],
          limited,
          '203.0.113.4',
        );
        expect(other.statusCode).toBe(201);
      });
    });
  },
  UNLIMITED,
);

describeWithApp('GET /api/events/consumer-reports', (t) => {
  let reportId: string;
  let photoUrl: string;
  beforeAll(async () => {
    const { code, tagId, clientScanId } = await scan(t, 10);
    const response = await report(t, code, [
      field('clientScanId', clientScanId),
      field('description', 'Fake'),
      photo(await testImage('jpeg')),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = (await reportsOf(t, tagId)).json().data;
    reportId = row.id;
    photoUrl = row.photos[0].original.url;
  });

  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url, headers })).statusCode;
  const urls = () => [`${REPORTS}?project_id=${SPRING}`, `${REPORTS}/${reportId}?project_id=${SPRING}`, photoUrl];

  it('answers project members, guests included, and a key with scan-event:read', async () => {
    const key = await createKey(t, ADMIN, SPRING, ['scan-event:read']);
    for (const url of urls()) {
      expect(await get(url, await t.authHeader(ADMIN))).toBe(200);
      expect(await get(url, await t.authHeader('guest@demo.test'))).toBe(200);
      expect(await get(url, { 'x-api-key': key.secret })).toBe(200);
    }
  });

  it('refuses anonymous (401), an unverified user (403), a key without scan-event:read (403), another company (404)', async () => {
    const key = await createKey(t, ADMIN, SPRING, ['tag:read']);
    for (const url of urls()) {
      expect(await get(url)).toBe(401);
      expect(await get(url, await t.authHeader('unverified@demo.test'))).toBe(403);
      expect(await get(url, { 'x-api-key': key.secret })).toBe(403);
      expect(await get(url, await t.authHeader('other@demo.test'))).toBe(404);
    }
  });

  it("answers 404 for a report or photo of another project, and 400 for a file name that is not a photo's", async () => {
    const wine = DEMO_IDS.projects.wine;
    const admin = await t.authHeader(ADMIN);
    expect(await get(`${REPORTS}/${reportId}?project_id=${wine}`, admin)).toBe(404);
    expect(await get(photoUrl.replace(SPRING, wine), admin)).toBe(404);
    expect(await get(`${REPORTS}/${crypto.randomUUID()}?project_id=${SPRING}`, admin)).toBe(404);
    expect(await get(`${REPORTS}/${reportId}/photos/..%2F..%2Fetc.jpg?project_id=${SPRING}`, admin)).toBe(400);
    expect(await get(`${REPORTS}?project_id=${SPRING}&limit=501`, admin)).toBe(400);
  });
});
