import { Anchor, Pagination, Stack, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate, PAGE_SIZE, pageOf } from 'shared';
import type { ResultViewSummary } from 'shared';
import { paths } from 'shared/routes';

export interface ResultViewsTableProps {
  projectId: string;
  views: ResultViewSummary[];
  page: number;
  onPageChange: (page: number) => void;
}

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/** 001 §2: Name (links to the editor), Description, Date Created; 15 rows per page. */
export function ResultViewsTable({ projectId, views, page, onPageChange }: ResultViewsTableProps) {
  return (
    <Stack>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Date Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageOf(views, page).map((view) => (
            <Table.Tr key={view.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.resultViewEditor(projectId, view.id)}>
                  {view.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{view.description}</Table.Td>
              <Table.Td>{formatDate(view.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {views.length > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(views.length / PAGE_SIZE)}
          value={page}
          onChange={onPageChange}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        />
      )}
    </Stack>
  );
}
