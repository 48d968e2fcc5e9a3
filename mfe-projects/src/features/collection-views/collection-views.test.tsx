import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResultViewSummary } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { AssignViewDialog } from './assign-view-dialog';
import { LANGUAGES } from './assignment-options';
import { useAssignmentWrites, type AssignmentWrites, type CollectionViewEntry } from './collection-views-api';

const views = [{ id: 'v1', name: 'Authentic product' }] as ResultViewSummary[];

function Harness({ writes, onClose }: { writes: AssignmentWrites; onClose: () => void }) {
  const { assign } = useAssignmentWrites('p1', 'k1', writes);
  return <AssignViewDialog views={views} opened onClose={onClose} assign={assign} />;
}

function renderDialog() {
  const writes = {
    assign: vi.fn(async () => ({ id: 'e1' }) as CollectionViewEntry),
    change: vi.fn(),
    remove: vi.fn(),
  } satisfies AssignmentWrites;
  const onClose = vi.fn();
  renderWithProviders(<Harness writes={writes} onClose={onClose} />);
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
  it('needs a view and a language before it sends anything', async () => {
    const { writes } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Choose a result view')).toBeTruthy();
    expect(screen.getByText('Choose a language')).toBeTruthy();
    expect(writes.assign).not.toHaveBeenCalled();
  });

  it("sends state 'positive' and every platform unless changed, with the default flag", async () => {
    const { writes, onClose } = renderDialog();
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
