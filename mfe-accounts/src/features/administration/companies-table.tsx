import { Button, Table } from '@mantine/core';
import { formatCount, formatDate, type Company } from 'shared';

import { SortableHeader } from './sortable-header';
import type { CompanySort, SortOrder, TablePage } from './types';

/** 000 §2 Companies table: Name (sortable), Website, Description, Max Fingerprints, Date registered, Actions. */
export function CompaniesTable({
  companies,
  page,
  onSort,
  onManage,
}: {
  companies: Company[];
  page: TablePage<CompanySort>;
  onSort: (sort: CompanySort, order: SortOrder) => void;
  onManage: (company: Company) => void;
}) {
  return (
    <Table striped aria-label="Companies">
      <Table.Thead>
        <Table.Tr>
          <SortableHeader label="Name" column="name" page={page} onSort={onSort} />
          <Table.Th>Website</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>Max Fingerprints</Table.Th>
          <Table.Th>Date registered</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {companies.map((company) => (
          <Table.Tr key={company.id}>
            <Table.Td>{company.name}</Table.Td>
            <Table.Td>{company.domain}</Table.Td>
            <Table.Td>{company.description}</Table.Td>
            <Table.Td>{formatCount(company.max_fingerprints)}</Table.Td>
            <Table.Td>{formatDate(company.created_at)}</Table.Td>
            <Table.Td>
              <Button
                variant="default"
                size="xs"
                onClick={() => onManage(company)}
                aria-label={`Manage ${company.name}`}
              >
                Manage
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
