import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseViewOptions, useViewOptions } from './use-view-options';

function useOptionsAndUrl() {
  const [options, setOptions] = useViewOptions();
  const [params] = useSearchParams();
  return { options, setOptions, url: params.toString() };
}

describe('view options', () => {
  it('are off unless the link says otherwise, and ignore values they do not know', () => {
    expect(parseViewOptions(new URLSearchParams(''))).toEqual({ comparePrevious: false, excludeTentative: false });
    expect(parseViewOptions(new URLSearchParams('compare=previous&excludeTentative=true'))).toEqual({
      comparePrevious: true,
      excludeTentative: true,
    });
    expect(parseViewOptions(new URLSearchParams('compare=yes&excludeTentative=1'))).toEqual({
      comparePrevious: false,
      excludeTentative: false,
    });
  });

  it('are written into the link beside the filters, and left out when off', () => {
    window.history.replaceState(null, '', '/analytics?dateRange=2026-10-01_2026-10-31&platforms=WECHAT');
    const { result } = renderHook(useOptionsAndUrl, {
      wrapper: ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>,
    });
    act(() => result.current.setOptions({ comparePrevious: true }));
    act(() => result.current.setOptions({ excludeTentative: true }));
    expect(result.current.url).toBe(
      'dateRange=2026-10-01_2026-10-31&platforms=WECHAT&compare=previous&excludeTentative=true',
    );
    act(() => result.current.setOptions({ comparePrevious: false }));
    expect(result.current.url).toBe('dateRange=2026-10-01_2026-10-31&platforms=WECHAT&excludeTentative=true');
    expect(result.current.options).toEqual({ comparePrevious: false, excludeTentative: true });
  });
});
