import { describe, expect, it } from 'vitest';
import type { Case } from 'shared/contracts/cases';
import { casesCsv } from './cases-csv';

const item: Case = {
  id: '7b4c1f5e-1111-4a2b-8c3d-000000000001',
  projectId: '5f000000-0000-4000-8000-000000000101',
  tag: {
    id: '7b4c1f5e-2222-4a2b-8c3d-000000000002',
    collectionId: '7b4c1f5e-3333-4a2b-8c3d-000000000003',
    collectionName: '=HYPERLINK("https://evil.example","Scarves, silk")',
    index: 12,
    status: 'blacklisted',
  },
  status: 'closed',
  resolution: 'confirmed_counterfeit',
  assignee: { id: '7b4c1f5e-4444-4a2b-8c3d-000000000004', email: '@admin@demo.test', name: 'Ada Admin' },
  openedBy: { kind: 'report', reportId: null },
  openedAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T11:00:00.000Z',
  closedAt: '2026-11-28T11:00:00.000Z',
};

describe('casesCsv', () => {
  it('writes a header and one row a case, with the labels a reader sees', () => {
    const [header, row, end] = casesCsv([{ ...item, tag: { ...item.tag, collectionName: 'Silk Scarves' } }]).split(
      '\r\n',
    );
    expect(header).toBe(
      'case_id,collection,tag_index,tag_id,tag_status,status,resolution,assignee,opened_by,opened_at,updated_at,closed_at',
    );
    expect(row).toBe(
      `${item.id},Silk Scarves,12,${item.tag.id},blacklisted,Closed,Confirmed counterfeit,'@admin@demo.test,` +
        'Consumer report,2026-11-28T10:00:00.000Z,2026-11-28T11:00:00.000Z,2026-11-28T11:00:00.000Z',
    );
    expect(end).toBe('');
  });

  it('keeps a formula in a name from running, and quotes a cell with commas and quotes', () => {
    const row = casesCsv([item]).split('\r\n')[1]!;
    expect(row).toContain(`,"'=HYPERLINK(""https://evil.example"",""Scarves, silk"")",12,`);
  });
});
