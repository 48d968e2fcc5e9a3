import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingPanel, usePagedRows } from 'shared';
import { Panel } from '../../../components/panel';
import { scansPanelState } from '../../../components/scans-state';
import type { UseQueryResult } from '@tanstack/react-query';

/** 001 §9: analytics tables show 6 rows per page. */
export const ANALYTICS_PAGE_SIZE = 6;

interface ScansTablePanelProps<Row> {
  title: string;
  note?: ReactNode;
  actions?: ReactNode;
  columns: string[];
  rows: Row[];
  scans: UseQueryResult;
  rowKey: (row: Row) => string;
  cells: (row: Row) => ReactNode[];
}

/** A titled, paged table of scan-derived rows with the panel's loading, error and empty states. */
export function ScansTablePanel<Row>({
  title,
  note,
  actions,
  columns,
  rows,
  scans,
  rowKey,
  cells,
}: ScansTablePanelProps<Row>) {
  const { pageRows, pager } = usePagedRows(rows, ANALYTICS_PAGE_SIZE);
  return (
    <Panel title={title} note={note} actions={actions} onRetry={() => void scans.refetch()}>
      <LoadingPanel {...scansPanelState(scans, rows.length === 0)}>
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {cells(row).map((cell, index) => (
                  <Table.Td key={columns[index]}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pager}
      </LoadingPanel>
    </Panel>
  );
}
