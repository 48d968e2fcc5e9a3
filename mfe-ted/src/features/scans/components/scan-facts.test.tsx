import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from 'shared/testing';
import { AddressTable, addressParts } from './scan-facts';

const PARTS = [
  { long_name: 'Paris', short_name: 'Paris', types: ['locality', 'political'] },
  { long_name: '', short_name: 'IDF', types: ['administrative_area_level_1'] },
  { long_name: 'France', short_name: 'FR', types: ['country', 'political'] },
  { long_name: '', short_name: '', types: ['postal_code'] },
];

describe("Scan Details' address (001 §3 addressComponents)", () => {
  it('names each part and what it is, in order, skipping parts without a name', () => {
    expect(addressParts(PARTS)).toEqual([
      ['locality', 'Paris'],
      ['administrative area level 1', 'IDF'],
      ['country', 'France'],
    ]);
    expect(addressParts(null)).toEqual([]);
    // Not the shape POST /scan-events takes: nothing to name.
    expect(addressParts({ locality: 'Paris' })).toEqual([]);
  });

  it('shows the parts as a table, or None', () => {
    const { unmount } = renderWithProviders(<AddressTable addressComponents={PARTS} />);
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['PartName', 'localityParis', 'administrative area level 1IDF', 'countryFrance']);
    unmount();
    renderWithProviders(<AddressTable addressComponents={[]} />);
    expect(screen.getByText('None')).toBeTruthy();
  });
});
