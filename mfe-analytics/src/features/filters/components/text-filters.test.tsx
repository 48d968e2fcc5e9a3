import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from 'shared/testing';
import { DEFAULT_FILTERS } from '../../../lib/filters';
import { FILTER_DEBOUNCE_MS } from './debounced-text-input';
import { TextFilters } from './text-filters';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pause = () => act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));

describe('the text filters', () => {
  const onChange = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    onChange.mockClear();
    renderWithProviders(<TextFilters filters={DEFAULT_FILTERS} onChange={onChange} />);
  });
  afterEach(() => vi.useRealTimers());

  it('say a name longer than the API takes is too long, and apply it only once it fits', () => {
    type('Metadata key', 'k'.repeat(201));
    pause();
    expect(screen.getByText('At most 200 characters.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    type('Metadata key', 'k'.repeat(200));
    pause();
    expect(screen.queryByText('At most 200 characters.')).toBeNull();
    expect(onChange).toHaveBeenCalledWith({ metadataKey: 'k'.repeat(200) });
  });

  it('say so of one city in a list that is too long, instead of leaving it out quietly', () => {
    type('Cities', `Paris, ${'c'.repeat(201)}`);
    pause();
    expect(screen.getByText('At most 200 characters.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    type('Cities', 'Paris, Lyon');
    pause();
    expect(onChange).toHaveBeenCalledWith({ cities: ['Paris', 'Lyon'] });
  });
});
