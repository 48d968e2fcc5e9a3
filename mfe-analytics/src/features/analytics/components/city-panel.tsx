import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { LoadingPanel, type AsyncData } from 'shared';
import { cityRows } from '../aggregations';
import type { ScanEvent } from '../types';
import { Panel } from './panel';
import { usePagedTableRows } from './paged-rows';
import { scansPanelState } from './scans-state';

export function CityPanel({ scans }: { scans: AsyncData<ScanEvent[]> }) {
  const rows = cityRows(scans.data ?? []);
  const { pageRows, pager } = usePagedTableRows(rows);
  return (
    <Panel title="Scans By City">
      <LoadingPanel {...scansPanelState(scans, rows.length === 0)}>
        <Table striped aria-label="Scans by city">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>City</Table.Th>
              <Table.Th>Scans</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((row) => (
              <Table.Tr key={row.city}>
                <Table.Td>{row.city}</Table.Td>
                <Table.Td>{row.scans.toLocaleString('en')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pager}
      </LoadingPanel>
    </Panel>
  );
}
