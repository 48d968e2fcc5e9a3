import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { testQueryClient } from 'shared/testing';
import type { ResultViewSummary } from 'shared';
import type { ResultView } from '../types';
import { createViewSchema, useCreateView } from './create-view';
import { useResultViews } from 'shared';

const messages = (input: unknown) => {
  const result = v.safeParse(createViewSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('createViewSchema', () => {
  it('trims both fields', () => {
    expect(v.parse(createViewSchema, { name: ' Promo ', description: ' Summer ' })).toEqual({
      name: 'Promo',
      description: 'Summer',
    });
  });

  it('requires a name and a description, blank counting as missing', () => {
    expect(messages({ name: '', description: '  ' })).toEqual(['Name is required', 'Description is required']);
  });

  it('refuses a name over 100 and a description over 500 characters', () => {
    expect(messages({ name: 'n'.repeat(101), description: 'd'.repeat(501) })).toEqual([
      'At most 100 characters',
      'At most 500 characters',
    ]);
  });
});

/** A typed fake of the content API: a project's views held in memory. */
function fakeContentApi() {
  const views: ResultViewSummary[] = [];
  return {
    getViews: vi.fn(async (projectId: string) => views.filter((view) => view.project_id === projectId)),
    createView: vi.fn(async (projectId: string, input: { name: string; description: string }) => {
      const view = { id: `v${views.length + 1}`, project_id: projectId, created_at: '', ...input } as ResultView;
      views.unshift(view);
      return view;
    }),
  };
}

describe('useCreateView', () => {
  it("refetches the project's view list, so the new view shows without a reload", async () => {
    const fake = fakeContentApi();
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ views: useResultViews('p1', fake.getViews), create: useCreateView('p1', fake.createView) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.views.data).toEqual([]));

    await act(() => result.current.create.mutateAsync({ name: 'Promo', description: 'Summer' }));

    await waitFor(() => expect(result.current.views.data?.map((view) => view.name)).toEqual(['Promo']));
    expect(fake.getViews).toHaveBeenCalledTimes(2);
  });

  it("leaves another project's cached views alone", async () => {
    const fake = fakeContentApi();
    const client = testQueryClient();
    await client.fetchQuery({ queryKey: ['project', 'p2', 'views', 'list'], queryFn: () => fake.getViews('p2') });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateView('p1', fake.createView), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Promo', description: 'Summer' }));
    expect(client.getQueryState(['project', 'p2', 'views', 'list'])?.isInvalidated).toBe(false);
  });
});
