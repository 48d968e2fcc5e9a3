import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { queuedTagDownloadJob, type TagDownloadJob } from '../tag-download-job';
import { TagJobsTable } from './tag-jobs-table';

const job = (id: string, change: Partial<TagDownloadJob>): TagDownloadJob => ({
  ...queuedTagDownloadJob(
    {
      id,
      fileName: `Silk-pdf-k-${id}-of-2`,
      projectId: 'p1',
      archiveNumber: 1,
      archiveTotal: 2,
      startTagOffset: 0,
      tagCount: 1000,
    },
    { id: 'c1', name: 'Silk' },
    {
      hubImageOption: 'CUSTOM_LOGO',
      imageFormatOption: 'PDF',
      pdfTagSize: 25,
      pdfTagMargin: 5,
      pngSize: 1000,
      hubImageBase64Data: 'data:image/png;base64,',
      printColour: 'cmyk',
      bleedMm: 1,
      cropMarks: true,
      clearZoneMm: 1,
      whiteBackground: false,
    },
  ),
  ...change,
});

const rowOf = (fileName: string) => screen.getByRole('row', { name: new RegExp(fileName) });

describe('the tag image jobs table', () => {
  it('shows tags done of the total, the rate and the time left of a job being drawn', () => {
    renderWithProviders(
      <TagJobsTable
        projectId="p1"
        jobs={[job('1', { status: 'generating', tagsComplete: 400, percentageComplete: 40, tagsPerSecond: 50 })]}
      />,
    );
    const row = rowOf('Silk-pdf-k-1-of-2');
    expect(within(row).getByText('400 of 1,000 tags')).toBeTruthy();
    // 600 tags left at 50 a second.
    expect(within(row).getByText('50 tags per second, about 12 seconds left')).toBeTruthy();
  });

  it('shows the count alone before drawing starts, and the rate without a time once done', () => {
    renderWithProviders(
      <TagJobsTable
        projectId="p1"
        jobs={[
          job('1', { status: 'downloading data' }),
          job('2', { status: 'complete', tagsComplete: 1000, percentageComplete: 100, tagsPerSecond: 8.25 }),
        ]}
      />,
    );
    expect(within(rowOf('Silk-pdf-k-1-of-2')).getByText('0 of 1,000 tags')).toBeTruthy();
    expect(within(rowOf('Silk-pdf-k-1-of-2')).queryByText(/per second/)).toBeNull();
    expect(within(rowOf('Silk-pdf-k-2-of-2')).getByText('8.3 tags per second')).toBeTruthy();
  });

  it('shows the file name and every option of the job', () => {
    renderWithProviders(
      <TagJobsTable
        projectId="p1"
        jobs={[
          job('1', {}),
          job('2', {
            imageFormatOption: 'PNG',
            hubImageOption: 'NO_LOGO',
            clearZoneMm: undefined,
            fileName: 'Silk-png-2-of-2',
          }),
        ]}
      />,
    );
    const pdf = rowOf('Silk-pdf-k-1-of-2');
    expect(within(pdf).getByText('Silk-pdf-k-1-of-2.zip')).toBeTruthy();
    expect(
      within(pdf).getByText(
        'PDF 25 mm, margin 5 mm, K-only, bleed 1 mm, crop marks, custom logo, clear zone 1 mm, no background',
      ),
    ).toBeTruthy();
    expect(within(rowOf('Silk-png-2-of-2')).getByText('PNG 1000 px, no logo, no clear zone')).toBeTruthy();
  });
});
