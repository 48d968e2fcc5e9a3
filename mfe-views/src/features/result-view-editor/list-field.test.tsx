import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from 'shared/testing';
import { ConfirmProvider } from './confirm-dialog';
import { ListField } from './list-field';

function renderList(onChange: (entries: string[]) => void) {
  renderWithProviders(
    <ConfirmProvider>
      <ListField label="Bullets" entries={['Silk', 'Wool']} entryLabel="bullet" newEntry={() => ''} onChange={onChange}>
        {(entry) => <span>{entry}</span>}
      </ListField>
    </ConfirmProvider>,
  );
}

describe('ListField (001 §2)', () => {
  it("asks 'Are you sure you want to remove this list item?' and removes only when confirmed", async () => {
    const onChange = vi.fn();
    renderList(onChange);
    fireEvent.click(screen.getByRole('button', { name: 'Remove bullet 1' }));
    expect(await screen.findByText('Are you sure you want to remove this list item?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to remove this list item?')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove bullet 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(['Wool']);
  });
});
