import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResultViewSummary } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { AssignViewDialog } from './assign-view-dialog';
import { LANGUAGES } from './assignment-options';
import { useAssignmentWrites, type AssignmentWrites, type CollectionViewEntry } from './collection-views-api';
import { NO_PAGE_TEXT, scanPageGaps } from './scan-page-coverage';

const views = [{ id: 'v1', name: 'Authentic product' }] as ResultViewSummary[];

function Harness({
  writes,
  onClose,
  entries,
}: {
  writes: AssignmentWrites;
  onClose: () => void;
  entries: CollectionViewEntry[];
}) {
  const { assign } = useAssignmentWrites('p1', 'k1', writes);
  return <AssignViewDialog views={views} entries={entries} opened onClose={onClose} assign={assign} />;
}

const entry = (values: Partial<CollectionViewEntry>): CollectionViewEntry => ({
  id: 'e0',
  collection_id: 'k1',
  view_id: 'v0',
  view: { id: 'v0', name: 'Counterfeit warning', description: '', created_at: '2026-01-01T00:00:00Z' },
  state: 'positive',
  platform: 'ALL',
  language: 'en',
  is_default: true,
  created_at: '2026-01-01T00:00:00Z',
  ...values,
});

function renderDialog(entries: CollectionViewEntry[] = []) {
  const writes = {
    assign: vi.fn(async () => ({ id: 'e1' }) as CollectionViewEntry),
    change: vi.fn(),
    remove: vi.fn(),
  } satisfies AssignmentWrites;
  const onClose = vi.fn();
  renderWithProviders(<Harness writes={writes} onClose={onClose} entries={entries} />);
  return { writes, onClose };
}

async function choose(label: RegExp, option: string) {
  fireEvent.click(screen.getAllByLabelText(label)[0] as HTMLElement);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the 13 result view languages of 000 §3', () => {
  it('are offered by code with their names', () => {
    expect(Object.keys(LANGUAGES)).toEqual([
      'en',
      'de',
      'es',
      'fr',
      'it',
      'pt',
      'nl',
      'ja',
      'vi',
      'zh',
      'pl',
      'sv',
      'ar',
    ]);
    expect(LANGUAGES.zh).toBe('Chinese (Simplified)');
  });
});

describe('AssignViewDialog', () => {
  // The language starts chosen, so its dropdown scrolls to it; jsdom has no scrolling.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  it('needs a view before it sends anything; the language starts as English', async () => {
    const { writes } = renderDialog();
    expect(screen.getAllByLabelText(/^Language/)[0]).toHaveProperty('value', 'English');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Choose a result view')).toBeTruthy();
    expect(writes.assign).not.toHaveBeenCalled();
  });

  it('makes the first view for a language its default, and says why', async () => {
    const { writes, onClose } = renderDialog();
    await choose(/^Result view/, 'Authentic product');
    const isDefault = screen.getByLabelText('Default for this language');
    expect(isDefault).toHaveProperty('checked', true);
    expect(isDefault).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        'English has no default for this state and platform yet, so this view becomes it: the scan page shows default views only.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.assign).toHaveBeenCalledWith(
      'p1',
      'k1',
      expect.objectContaining({ language: 'en', is_default: true }),
    );
  });

  it('names the default a new one would replace, and sends no default when left off', async () => {
    const { writes, onClose } = renderDialog([entry({})]);
    await choose(/^Result view/, 'Authentic product');
    expect(screen.getByLabelText('Default for this language')).toHaveProperty('checked', false);
    expect(
      screen.getByText(
        'Replaces "Counterfeit warning", the page scans now show for this language, state and platform. Left off, this view is not shown on the scan page.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.assign).toHaveBeenCalledWith('p1', 'k1', expect.objectContaining({ is_default: false }));
  });

  it("sends state 'positive' and every platform unless changed, with the default flag", async () => {
    const { writes, onClose } = renderDialog([entry({ language: 'de' })]);
    await choose(/^Result view/, 'Authentic product');
    await choose(/^Language/, 'German');
    fireEvent.click(screen.getByLabelText('Default for this language'));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.assign).toHaveBeenCalledWith('p1', 'k1', {
      view_id: 'v1',
      state: 'positive',
      platform: 'ALL',
      language: 'de',
      is_default: true,
    });
  });
});

describe('scanPageGaps', () => {
  it('says a collection without a default for genuine scans has no page, and what a consumer sees', () => {
    expect(scanPageGaps([])).toEqual([
      `Scans of this collection have no page: a consumer who scans one of its tags sees ${NO_PAGE_TEXT} Assign a view for genuine scans, in English at least, so they see a page.`,
    ]);
    expect(scanPageGaps([entry({ is_default: false })])).toHaveLength(1);
  });

  it('names each language without a live page and where its consumers land', () => {
    expect(
      scanPageGaps([
        entry({}),
        entry({ language: 'de', is_default: false }),
        entry({ language: 'fr', platform: 'WECHAT' }),
        entry({ language: 'fr', state: 'negative' }),
      ]),
    ).toEqual([
      'German has no live page (none of its views is the default): consumers whose phone asks for German see the English page.',
      'French has a live page on WeChat only: elsewhere, consumers whose phone asks for French see the English page.',
    ]);
  });

  it('says when English, the fallback, has no page for all platforms', () => {
    expect(scanPageGaps([entry({ language: 'de' }), entry({ platform: 'WECHAT' })])).toEqual([
      `No English page for all platforms: a consumer whose phone asks for a language without its own page sees ${NO_PAGE_TEXT}`,
    ]);
    expect(scanPageGaps([entry({}), entry({ language: 'de' })])).toEqual([]);
  });
});
