import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { CreateViewDialog, type CreateViewDialogProps } from './create-view-dialog';
import type { ResultView } from './types';

const view = { id: 'v1', name: 'Promo', description: 'Summer' } as ResultView;

function renderDialog(props: Partial<CreateViewDialogProps>) {
  const handlers = { onClose: vi.fn(), onCreated: vi.fn() };
  renderWithProviders(<CreateViewDialog projectId="p1" opened {...handlers} {...props} />);
  return handlers;
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CreateViewDialog', () => {
  it('shows both required messages and does not call the API', async () => {
    const create = vi.fn();
    renderDialog({ create });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the API's message in the dialog and keeps the input", async () => {
    const create = vi.fn().mockRejectedValue(new ApiError('You do not have permission to do this.', 'FORBIDDEN', 403));
    const { onCreated, onClose } = renderDialog({ create });
    fill(/^Name/, 'Promo');
    fill(/^Description/, 'Summer');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do this.');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Promo');
    expect((screen.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe('Summer');
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the input and hands the created view back', async () => {
    const create = vi.fn().mockResolvedValue(view);
    const { onCreated } = renderDialog({ create });
    fill(/^Name/, 'Promo');
    fill(/^Description/, 'Summer');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(view));
    expect(create).toHaveBeenCalledWith('p1', { name: 'Promo', description: 'Summer' });
  });

  it('shows our own sentence, not the server text, when the API fails', async () => {
    const create = vi.fn().mockRejectedValue(new ApiError('relation "views" does not exist', 'INTERNAL', 500));
    renderDialog({ create });
    fill(/^Name/, 'Promo');
    fill(/^Description/, 'Summer');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The result view could not be created. Please try again.',
    );
  });
});
