import { Table } from '@mantine/core';
import { formatDate, personName } from 'shared';
import { useCompanyUsersPage } from './get-company-users-page';
import { PagedTablePanel } from './paged-table-panel';
import type { UserSort } from './types';
import { SortableHeader } from './sortable-header';
import { useTablePage } from './use-table-page';

/** 000 §2 users table: Name, Email, Email verified?, Date registered; sortable, newest first, paged on the server. */
export function UsersTable({ companyId, size = 15, label }: { companyId: string; size?: number; label: string }) {
  const { page, goTo, sortBy } = useTablePage<UserSort>('created_at', 'desc');
  const users = useCompanyUsersPage(companyId, page, size);
  const rows = users.data?.data ?? [];
  const header = { page, onSort: sortBy };

  return (
    <PagedTablePanel
      query={users}
      size={size}
      page={page.page}
      onPage={goTo}
      errorText="The users could not be loaded."
      emptyText="No users found."
      minWidth={560}
    >
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label="Name" column="name" {...header} />
            <SortableHeader label="Email" column="email" {...header} />
            <SortableHeader label="Email verified?" column="is_verified" firstOrder="desc" {...header} />
            <SortableHeader label="Date registered" column="created_at" firstOrder="desc" {...header} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{personName(user)}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.is_verified ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>{formatDate(user.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PagedTablePanel>
  );
}
