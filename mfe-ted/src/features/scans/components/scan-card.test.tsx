import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from 'shared/testing';
import type { TedScanEvent } from 'shared/contracts/ted';
import { ScanCard } from './scan-card';

const message = 'Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h';
const card = (overrides: Partial<TedScanEvent>) =>
  ({
    createdAt: '2026-11-27T12:00:00.000Z',
    city: 'Lagos',
    country: 'Nigeria',
    clientAgent: 'WEBSCANNER',
    projectName: 'Spring',
    scanStatus: 'SUCCESS',
    detectData: null,
    matchData: null,
    score: 0,
    reasons: [],
    ...overrides,
  }) as TedScanEvent;

describe('a TED scan card', () => {
  it('marks a scan a rule flagged with its score, its reasons in the badge title', () => {
    renderWithProviders(
      <ScanCard
        scan={card({
          score: 70,
          reasons: [
            {
              rule: 'impossibleTravel',
              points: 70,
              message,
              distanceKm: 4708,
              hours: 2,
              speedKmh: 2354,
              previousClientScanId: 'paris-1',
            },
          ],
        })}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByText('Suspicious: 70').closest('[title]')?.getAttribute('title')).toBe(message);
  });

  it('says nothing of suspicion when no rule flagged the scan', () => {
    renderWithProviders(<ScanCard scan={card({})} onOpen={() => undefined} />);
    expect(screen.queryByText(/^Suspicious/)).toBeNull();
  });
});
