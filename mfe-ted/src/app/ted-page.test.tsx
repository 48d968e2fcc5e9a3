import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig, useSession } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import TedPage from './ted-page';
import type { TedScanEvent, TedSession } from 'shared/contracts/ted';

/** Answers come over real HTTP from a fake API: a busy machine may take seconds. */
const LOADED = { timeout: 10_000 };
const TEST_TIMEOUT = 30_000;

const PHOTO = `/api/events/ted/scan-images/${'a'.repeat(64)}.jpg`;
const DETECTED = `/api/events/ted/scan-images/${'b'.repeat(64)}.png`;

const scan = (n: number, overrides: Partial<TedScanEvent> = {}): TedScanEvent => ({
  id: `scan-${n}`,
  projectId: 'p1',
  projectName: 'Spring Collection 2026',
  companyName: 'Acme Brands',
  collectionId: 'c1',
  collectionName: 'Silk Scarves',
  tagId: 't1',
  createdAt: new Date(Date.UTC(2026, 10, 22, 3, 4, n * 7)).toISOString(),
  city: 'Sydney',
  country: 'AU',
  clientAgent: 'WECHAT',
  scanStatus: 'SUCCESS',
  detectData: [
    { id: 'd0', image_in_url: null, image_out_url: null, binary: null },
    { id: 'd1', image_in_url: PHOTO, image_out_url: DETECTED, binary: 'abc' },
  ],
  matchData: [{ results: [{ name: 'dots-Silk Scarves' }] }],
  clientScanId: `client-${n}`,
  clientSessionId: 's1',
  geolocationEnabled: true,
  clientLocationLat: null,
  clientLocationLong: null,
  ruleStatus: null,
  tagMetadata: { sku: 'SKU-1001' },
  hookData: { authenticity: { response: { data: { genuine: true } } } },
  userAgent: null,
  thirdPartyScanResponse: { provider: 'VerifyPoint', verdict: 'genuine' },
  authData: null,
  addressComponents: null,
  score: null,
  reasons: [],
  ruleSetVersion: null,
  ...overrides,
});

const session: TedSession = {
  clientSessionId: 's1',
  startedAt: scan(0).createdAt,
  endedAt: scan(5).createdAt,
  scanCount: 6,
  statusCounts: { SUCCESS: 4, DETECT_FAILED: 2, MATCH_FAILED: 0 },
  firstScans: [0, 1, 2, 3].map((n) => scan(n)),
};

let api: { close: () => Promise<void> } | undefined;
const asked: string[] = [];
beforeEach(async () => {
  asked.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:scan');
  URL.revokeObjectURL = vi.fn();
  api = await startFakeApi((request) => {
    asked.push(request.url!);
    const path = request.url!.split('?')[0];
    if (path === '/events/ted/scan-events' && request.url!.includes('clientSessionId=s1')) {
      return { status: 200, body: { items: [0, 1, 2, 3, 4, 5].map((n) => scan(n)), total: 6 } };
    }
    if (path === '/events/ted/scan-events') return { status: 200, body: { items: [scan(0), scan(1)], total: 2 } };
    if (path === '/events/ted/sessions') return { status: 200, body: { items: [session], total: 1 } };
    if (path?.startsWith('/events/ted/scan-images/') || path === '/warehouse/tags/t1/png') {
      return { status: 200, body: 'image' };
    }
    return undefined;
  });
});
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

describe('TED page', () => {
  it(
    'moves between cards with the arrows and opens Scan Details with images, facts and collapsed details; Escape closes it',
    async () => {
      renderWithProviders(<TedPage />, { route: '/ted' });
      const articles = await screen.findAllByRole('article', { name: /^Scan of / }, LOADED);
      const cards = articles.map((article) => within(article).getByRole('button'));
      expect(cards).toHaveLength(2);
      // 001 §2: single view cards show the scanner as an icon.
      expect(within(articles[0]!).getByRole('img', { name: 'WeChat scanner' }).tagName).toBe('svg');
      cards[0]!.focus();
      fireEvent.keyDown(cards[0]!, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(cards[1]);
      fireEvent.keyDown(cards[1]!, { key: 'ArrowLeft' });
      expect(document.activeElement).toBe(cards[0]);

      fireEvent.click(cards[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Scan Details' }, LOADED);
      await waitFor(
        () =>
          expect(
            within(dialog)
              .getByRole('img', { name: /^Scanned image of/ })
              .getAttribute('src'),
          ).toBe('blob:scan'),
        LOADED,
      );
      // Each image is fetched on its own: the detected one may land after the scanned one.
      expect(await within(dialog).findByRole('img', { name: /^Detected fingerprint of/ }, LOADED)).toBeTruthy();
      await waitFor(
        () => expect(within(dialog).getByRole('img', { name: 'Matched fingerprint, tag t1' })).toBeTruthy(),
        LOADED,
      );
      expect(asked).toContain(`/events/ted/scan-images/${'a'.repeat(64)}.jpg`);
      expect(asked).toContain('/warehouse/tags/t1/png?size=200');
      const facts = within(dialog).getByRole('table', { name: 'Scan facts' });
      expect(within(facts).getByRole('row', { name: /Located by GPS/ })).toBeTruthy();
      expect(within(facts).getByRole('row', { name: /Scanner type WeChat/ })).toBeTruthy();
      expect(within(facts).getByRole('link', { name: 'Spring Collection 2026' }).getAttribute('href')).toBe(
        '/projects/p1/collections',
      );
      expect(within(facts).getByRole('link', { name: 'Silk Scarves' }).getAttribute('href')).toBe(
        '/projects/p1/collections/c1/fingerprints',
      );
      expect(within(dialog).getByRole('cell', { name: 'SKU-1001' })).toBeTruthy();
      const outsideRaw = (text: RegExp) =>
        within(dialog)
          .getAllByText(text)
          .some((node) => !node.closest('details'));
      expect(outsideRaw(/"genuine": true/)).toBe(true);
      expect(outsideRaw(/"verdict": "genuine"/)).toBe(true);
      for (const title of ['Raw details', 'Match details', 'Detect details']) {
        expect(within(dialog).getByText(title).closest('details')?.hasAttribute('open')).toBe(false);
      }

      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan Details' })).toBeNull(), LOADED);
    },
    TEST_TIMEOUT,
  );

  it(
    "groups by session in SESSION VIEW: four thumbnails, '+ N more', counts; the dialog lists scans with offsets and the RUM link",
    async () => {
      setRuntimeConfig({ ...getRuntimeConfig(), rumSessionUrlTemplate: 'https://rum.example/sessions/{sessionId}' });
      renderWithProviders(<TedPage />, { route: '/ted?view=sessions' });
      const card = await screen.findByRole('article', { name: /^Session of/ }, LOADED);
      expect(within(card).getAllByRole('img')).toHaveLength(4);
      expect(within(card).getByText('+ 2 more')).toBeTruthy();
      expect(within(card).getByText('4 Matched')).toBeTruthy();
      expect(within(card).getByText('2 DETECT FAILED')).toBeTruthy();
      expect(asked.some((url) => url.startsWith('/events/ted/sessions?'))).toBe(true);

      fireEvent.click(within(card).getByRole('button'));
      const dialog = await screen.findByRole('dialog', { name: 'Scan Session' }, LOADED);
      const rows = await within(dialog).findAllByTestId('ted-session-scan', {}, LOADED);
      expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
        '+0 s',
        '+7 s',
        '+14 s',
        '+21 s',
        '+28 s',
        '+35 s',
      ]);
      expect(
        within(dialog).getByRole('link', { name: 'Real-user-monitoring log of this session' }).getAttribute('href'),
      ).toBe('https://rum.example/sessions/s1');
      fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Scan Details' }));
      expect(await screen.findByRole('dialog', { name: 'Scan Details' }, LOADED)).toBeTruthy();
    },
    TEST_TIMEOUT,
  );

  it('hides the RUM link when no template is configured', async () => {
    renderWithProviders(<TedPage />, { route: '/ted?view=sessions' });
    const card = await screen.findByRole('article', { name: /^Session of/ }, LOADED);
    fireEvent.click(within(card).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Scan Session' }, LOADED);
    await within(dialog).findAllByTestId('ted-session-scan', {}, LOADED);
    expect(within(dialog).queryByRole('link', { name: /Real-user-monitoring/ })).toBeNull();
  });
});
