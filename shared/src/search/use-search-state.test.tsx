import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSearchState, type SearchCodec } from './use-search-state';

// The console's router: the address bar is its history.
const inRouter = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
const search = () => window.location.search;

const DEFAULT_SIZE = 10;
const size: SearchCodec<number> = {
  read: (params) => {
    const parsed = Number(params.get('size'));
    return Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_SIZE;
  },
  write: (params, value) => params.set('size', String(value)),
};
const colour: SearchCodec<string> = {
  read: (params) => params.get('colour') ?? '',
  write: (params, value) => (value ? params.set('colour', value) : params.delete('colour')),
};

beforeEach(() => window.history.replaceState(null, '', '/page?size=oops&keep=1'));

describe('useSearchState', () => {
  it('reads the value normalised, and leaves the link alone unless asked for the canonical form', () => {
    const { result } = renderHook(() => useSearchState(size), { wrapper: inRouter });
    expect(result.current[0]).toBe(DEFAULT_SIZE);
    expect(search()).toBe('?size=oops&keep=1');
  });

  it('replaces a link that says the value otherwise by its canonical form, without a new history entry', () => {
    const entries = window.history.length;
    const { result } = renderHook(() => useSearchState(size, { canonical: true }), { wrapper: inRouter });
    expect(result.current[0]).toBe(DEFAULT_SIZE);
    expect(search()).toBe('?size=10&keep=1');
    expect(window.history.length).toBe(entries);
  });

  it('keeps every write made before the page renders again, each on top of the last', () => {
    const { result } = renderHook(() => [useSearchState(size), useSearchState(colour)] as const, {
      wrapper: inRouter,
    });
    act(() => {
      result.current[0][1](3);
      result.current[1][1]('red');
      result.current[0][1]((latest) => latest + 1);
    });
    expect(search()).toBe('?size=4&keep=1&colour=red');
    expect(result.current[0][0]).toBe(4);
    expect(result.current[1][0]).toBe('red');
  });

  it('adds a history entry for a change, and none for a write that changes nothing', () => {
    const { result } = renderHook(() => useSearchState(colour), { wrapper: inRouter });
    const entries = window.history.length;
    act(() => result.current[1]('blue'));
    act(() => result.current[1]('blue'));
    expect(window.history.length).toBe(entries + 1);
    act(() => result.current[1]('', { replace: true }));
    expect(search()).toBe('?size=oops&keep=1');
    expect(window.history.length).toBe(entries + 1);
  });
});
