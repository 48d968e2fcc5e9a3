import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { CompaniesTable } from './companies-table';
import { CreateCompanyDialog } from './create-company-dialog';
import { COMPANIES_PAGE_SIZE, useCompaniesPage } from './get-companies-page';
import { ManageCompanyDialog } from './manage-company-dialog';
import { PagedTablePanel } from './paged-table-panel';
import type { CompanySort } from './types';
import { useTablePage } from './use-table-page';

/** 000 §2 Companies section, for holders of company:create: create, list and manage every company. */
export function CompaniesSection() {
  const { page, goTo, sortBy } = useTablePage<CompanySort>('name', 'asc');
  const companies = useCompaniesPage(page);
  const [creating, setCreating] = useState(false);
  // By id, so the dialog shows the company as the refreshed page has it after a change.
  const [managingId, setManagingId] = useState<string | null>(null);
  const rows = companies.data?.data ?? [];
  const managing = rows.find((company) => company.id === managingId) ?? null;

  return (
    <Stack component="section" aria-labelledby="companies-heading">
      <Group justify="space-between">
        <Title order={2} size="h3" id="companies-heading">
          Companies
        </Title>
        <Button onClick={() => setCreating(true)}>Create new company</Button>
      </Group>
      <PagedTablePanel
        query={companies}
        size={COMPANIES_PAGE_SIZE}
        page={page.page}
        onPage={goTo}
        errorText="The companies could not be loaded."
        emptyText="No companies found."
        minWidth={760}
      >
        <CompaniesTable
          companies={rows}
          page={page}
          onSort={sortBy}
          onManage={(company) => setManagingId(company.id)}
        />
      </PagedTablePanel>
      <CreateCompanyDialog opened={creating} onClose={() => setCreating(false)} />
      <ManageCompanyDialog company={managing} onClose={() => setManagingId(null)} />
    </Stack>
  );
}
