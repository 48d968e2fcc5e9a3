import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/session-store';
import { firstIssue } from '../validation/credentials';
import { renderWithProviders } from '../testing/render-with-providers';
import { startFakeApi } from '../testing/fake-api-server';
import { noteSchema, TagStatusForm } from './tag-status-form';

Element.prototype.scrollIntoView = () => undefined;

let api: { close: () => Promise<void> } | undefined;
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

/** A fake API that answers the status PUT and keeps the bodies it was sent. */
async function statusApi() {
  const sent: unknown[] = [];
  api = await startFakeApi((request) => {
    if (request.method !== 'PUT' || request.url !== '/warehouse/tags/t1/status') return undefined;
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => sent.push(JSON.parse(body)));
    return { status: 200, body: { status: 'blacklisted', changes: [] } };
  });
  return sent;
}

async function choose(label: RegExp, option: string) {
  fireEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('TagStatusForm', () => {
  it('asks why before blacklisting, then sends the status, reason and note', { timeout: 20_000 }, async () => {
    const sent = await statusApi();
    renderWithProviders(<TagStatusForm projectId="p1" tagId="t1" status="active" />);
    const save = screen.getByRole('button', { name: 'Save status' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await choose(/^Status/, 'Blacklisted');
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Seen in Lagos' } });
    fireEvent.click(save);
    expect(await screen.findByText('Choose why the tag is blacklisted.')).toBeTruthy();
    expect(sent).toEqual([]);
    await choose(/^Reason/, 'Stolen stock');
    fireEvent.click(save);
    await waitFor(() =>
      expect(sent).toEqual([{ status: 'blacklisted', reason: 'stolen_stock', note: 'Seen in Lagos' }]),
    );
  });

  it('makes a tag inactive without a reason', { timeout: 20_000 }, async () => {
    const sent = await statusApi();
    renderWithProviders(<TagStatusForm projectId="p1" tagId="t1" status="blacklisted" />);
    await choose(/^Status/, 'Inactive');
    expect(screen.queryByLabelText(/^Reason/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'inactive', note: '' }]));
  });

  it('holds the note to what the API takes', () => {
    expect(firstIssue(noteSchema, 'x'.repeat(1001))).toBe('Keep the note to 1,000 characters.');
    expect(firstIssue(noteSchema, 'x'.repeat(1000))).toBeNull();
  });
});
