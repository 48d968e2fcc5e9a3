import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from 'shared/testing';
import { ScanReasons } from './scan-reasons';

const travel = {
  rule: 'impossibleTravel' as const,
  points: 70,
  message: 'Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h',
  distanceKm: 4708,
  hours: 2,
  speedKmh: 2354,
  previousClientScanId: 'paris-1',
};

describe("Scan Details' suspicion", () => {
  it('shows the score, the rule set version and each reason with its rule, points and numbers', () => {
    renderWithProviders(
      <ScanReasons
        scan={{
          score: 82,
          ruleSetVersion: 3,
          reasons: [travel, { rule: 'tagStatus', points: 50, message: 'Scan of an inactive tag', status: 'inactive' }],
        }}
      />,
    );
    expect(screen.getByText('Score 82 of 100')).toBeTruthy();
    expect(screen.getByText('Rule set version 3')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Impossible travel (+70): Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h',
      'Inactive or blacklisted tag (+50): Scan of an inactive tag',
    ]);
  });

  it('says when no rule flagged the scan, and when it was never scored', () => {
    const { unmount } = renderWithProviders(<ScanReasons scan={{ score: 0, ruleSetVersion: 1, reasons: [] }} />);
    expect(screen.getByText('Score 0 of 100')).toBeTruthy();
    expect(screen.getByText('No rule flagged this scan.')).toBeTruthy();
    unmount();
    renderWithProviders(<ScanReasons scan={{ score: null, ruleSetVersion: null, reasons: [] }} />);
    expect(screen.getByText('Not scored: stored before scoring, or loaded in bulk.')).toBeTruthy();
  });
});
