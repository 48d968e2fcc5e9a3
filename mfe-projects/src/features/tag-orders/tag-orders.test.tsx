import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError, useSession, type Account, type MyProject } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import { ORDER_REFRESH_MS, refreshInterval } from './get-tag-orders';
import { tagOrderKeys } from './keys';
import { OrderDialog } from './order-dialog';
import TagOrdersPage from './tag-orders-page';
import { limitMessage, quantitySchema, type placeTagOrder } from './place-tag-order';
import type { TagOrder } from './types';

const order = (status: TagOrder['status']) => ({ status }) as TagOrder;
const LIMIT_TEXT = "This is over the project company's Smart Fingerprint limit. You may order up to 500 Fingerprints.";

describe('quantitySchema', () => {
  it.each(['', '  ', '0', '-3', '1.5', 'ten'])("refuses %j with 'Not a valid quantity'", (value) => {
    const result = v.safeParse(quantitySchema, value);
    expect(result.success ? null : result.issues[0]?.message).toBe('Not a valid quantity');
  });

  it('accepts a whole number of at least 1', () => {
    expect(v.parse(quantitySchema, ' 5000 ')).toBe(5000);
  });

  it("refuses more than the API's largest order with its message", () => {
    const result = v.safeParse(quantitySchema, '1000001');
    expect(result.success ? null : result.issues[0]?.message).toBe('At most 1,000,000 per order');
  });
});

describe('limitMessage', () => {
  it('is the text of 000 §5, never offering a negative number', () => {
    expect(limitMessage('Smart Fingerprint', 500)).toBe(LIMIT_TEXT);
    expect(limitMessage('Acme Tags', -20)).toBe(
      "This is over the project company's Acme Tags limit. You may order up to 0 Fingerprints.",
    );
    expect(limitMessage('Smart Fingerprint', 57_000)).toBe(
      "This is over the project company's Smart Fingerprint limit. You may order up to 57,000 Fingerprints.",
    );
  });
});

describe('refreshInterval', () => {
  it('refreshes every 10 s while an order is STARTED or PROCESSING', () => {
    expect(refreshInterval([order('COMPLETED'), order('STARTED')], false)).toBe(ORDER_REFRESH_MS);
    expect(refreshInterval([order('PROCESSING')], false)).toBe(10_000);
  });

  it('stops when every order is done, and while the order dialog is open', () => {
    expect(refreshInterval([order('COMPLETED')], false)).toBe(false);
    expect(refreshInterval([order('PROCESSING')], true)).toBe(false);
    expect(refreshInterval(undefined, false)).toBe(false);
  });
});

function renderDialog(place: typeof placeTagOrder, remaining = 500) {
  const onClose = vi.fn();
  renderWithProviders(
    <OrderDialog projectId="p1" collectionId="c1" remaining={remaining} opened onClose={onClose} place={place} />,
  );
  const quantity = screen.getByLabelText(/^Number of Smart Fingerprints/);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Order' }));
  return { onClose, quantity, submit };
}

describe('OrderDialog', () => {
  it('states the remaining allowance', () => {
    renderDialog(vi.fn(), 57_000);
    expect(screen.getByText('Your company may order up to 57,000 more Smart Fingerprints.')).toBeTruthy();
  });

  it('refuses an order over the allowance with the limit text and a contact link, without calling the API', async () => {
    const place = vi.fn<typeof placeTagOrder>();
    const { quantity, submit } = renderDialog(place);
    fireEvent.change(quantity, { target: { value: '501' } });
    // While typing, before Order.
    expect(await screen.findByText(LIMIT_TEXT)).toBeTruthy();
    submit();
    expect(screen.getByRole('link', { name: 'Contact us to raise your limit' }).getAttribute('href')).toBe(
      '/need-help',
    );
    expect(place).not.toHaveBeenCalled();
  });

  it("says 'Not a valid quantity' for a quantity that is not a whole number above 0", async () => {
    const { quantity, submit } = renderDialog(vi.fn());
    fireEvent.change(quantity, { target: { value: '0' } });
    submit();
    expect(await screen.findByText('Not a valid quantity')).toBeTruthy();
  });

  it('places the order and closes', async () => {
    const place = vi.fn<typeof placeTagOrder>(async () => ({ id: 'o1' }) as TagOrder);
    const { quantity, submit, onClose } = renderDialog(place);
    fireEvent.change(quantity, { target: { value: '500' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(place).toHaveBeenCalledWith('p1', 'c1', 500);
  });

  it("shows the API's refusal when another order took the allowance meanwhile, with the contact link", async () => {
    const place = vi.fn<typeof placeTagOrder>(async () => {
      throw new ApiError(LIMIT_TEXT, 'FINGERPRINT_LIMIT_EXCEEDED', 409);
    });
    const { quantity, submit } = renderDialog(place);
    fireEvent.change(quantity, { target: { value: '400' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(LIMIT_TEXT);
    expect(screen.getByRole('link', { name: 'Contact us to raise your limit' })).toBeTruthy();
  });
});

describe('TagOrdersPage', () => {
  let api: { close: () => Promise<void> } | undefined;
  afterEach(async () => {
    await api?.close();
    useSession.getState().logout();
  });

  it('stops refreshing a running order while the order dialog is open, and starts again when it closes', async () => {
    api = await startFakeApi((request) => {
      if (request.url === '/auth/my-projects/p1') {
        return {
          status: 200,
          body: { id: 'p1', company: { id: 'c9', name: 'Acme', max_fingerprints: 100, total_fingerprint_count: 0 } },
        } as { status: number; body: Partial<MyProject> };
      }
      if (request.url === '/warehouse/collections/c1/tag-orders') {
        return { status: 200, body: { data: [{ ...order('PROCESSING'), id: 'o1', numberOfTags: 5, tagsCreated: 1 }] } };
      }
      return undefined;
    });
    useSession.getState().setAccount({ system_role: 2 } as Account);
    const { client } = renderWithProviders(<TagOrdersPage />, {
      route: '/projects/p1/collections/c1/fingerprints',
      path: '/projects/:projectId/collections/:collectionId/fingerprints',
    });
    const refreshEvery = () => {
      const query = client.getQueryCache().find({ queryKey: tagOrderKeys.list('p1', 'c1') })!;
      const interval = query.observers[0]!.options.refetchInterval as (q: typeof query) => number | false;
      return interval(query);
    };
    await screen.findByText('PROCESSING');
    expect(refreshEvery()).toBe(ORDER_REFRESH_MS);
    fireEvent.click(await screen.findByRole('button', { name: 'Order Smart Fingerprints' }));
    await screen.findByRole('dialog', { name: 'Order Smart Fingerprints' });
    await waitFor(() => expect(refreshEvery()).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(refreshEvery()).toBe(ORDER_REFRESH_MS));
  });
});
