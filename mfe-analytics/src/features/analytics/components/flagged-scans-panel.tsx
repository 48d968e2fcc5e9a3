import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { formatDate, LoadingPanel, type AsyncData } from 'shared';
import { flaggedScans, placeName, scannerName } from '../aggregations';
import type { ScanEvent } from '../types';
import { Panel } from './panel';
import { usePagedTableRows } from './paged-rows';
import { scansPanelState } from './scans-state';

export function FlaggedScansPanel({ scans }: { scans: AsyncData<ScanEvent[]> }) {
  const rows = flaggedScans(scans.data ?? []);
  const { pageRows, pager } = usePagedTableRows(rows);
  return (
    <Panel title="Flagged Scans">
      <LoadingPanel {...scansPanelState(scans, rows.length === 0)}>
        <Table striped aria-label="Flagged scans">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>City</Table.Th>
              <Table.Th>Country</Table.Th>
              <Table.Th>Scanner</Table.Th>
              <Table.Th>Flag</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((scan) => (
              <Table.Tr key={scan.clientScanId}>
                <Table.Td>{formatDate(scan.createdAt)}</Table.Td>
                <Table.Td>{placeName(scan.city)}</Table.Td>
                <Table.Td>{placeName(scan.country)}</Table.Td>
                <Table.Td>{scannerName(scan.clientAgent)}</Table.Td>
                <Table.Td>{scan.ruleStatus}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pager}
      </LoadingPanel>
    </Panel>
  );
}
