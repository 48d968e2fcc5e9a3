import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDateTime, LoadingPanel, MutationError, queryState, saveFile } from 'shared';
import { paths } from 'shared/routes';
import { CASE_LIST_FILTERS, CASES_DEFAULT_LIMIT, type CaseListFilters } from 'shared/contracts/cases';
import { CountAndPages } from '../../components/count-and-pages';
import { CaseFilters } from './case-filters';
import { CASE_STATUS_COLOURS, caseStatusText, openerText, personLabel, tagLabel } from './case-labels';
import { casesCsv } from './cases-csv';
import { getAllCases, useCases } from './cases-api';

/** The filters live in the address, so a filtered list can be opened again from its URL. */
function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    CASE_LIST_FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])),
  ) as CaseListFilters;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: CaseListFilters, nextPage = 1) =>
    setParams(
      Object.fromEntries([
        ...Object.entries(next).filter(([, value]) => value),
        ...(nextPage > 1 ? [['page', String(nextPage)]] : []),
      ]) as Record<string, string>,
      { replace: true },
    );
  return { filters, page, update };
}

function ExportButton({ projectId, filters }: { projectId: string; filters: CaseListFilters }) {
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const exportCsv = async () => {
    setState({ busy: true, error: null });
    try {
      const cases = await getAllCases(projectId, filters);
      saveFile(new Blob([casesCsv(cases)], { type: 'text/csv;charset=utf-8' }), 'cases.csv');
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return (
    <Stack gap={4}>
      <Button variant="light" onClick={() => void exportCsv()} loading={state.busy}>
        Export CSV
      </Button>
      <MutationError error={state.error} fallback="The cases could not be exported. Please try again." />
    </Stack>
  );
}

/** /projects/:p/cases: the project's cases, filtered, a page at a time, and their CSV. */
export default function CasesPage() {
  const { projectId = '' } = useParams();
  const { filters, page, update } = useFilterParams();
  const cases = useCases(projectId, filters, page);
  const total = cases.data?.total ?? 0;
  const filtered = Object.keys(filters).length > 0;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Cases</Title>
        <ExportButton projectId={projectId} filters={filters} />
      </Group>
      <Text size="sm">
        One case per tag: opened by a scan scored over an alert rule, by a consumer's report, or by hand from a tag's
        page.
      </Text>
      <CaseFilters projectId={projectId} filters={filters} onChange={(next) => update(next)} />
      <LoadingPanel
        {...queryState(cases)}
        isEmpty={total === 0}
        emptyText={filtered ? 'No case matches these filters.' : 'No cases yet.'}
        errorText="Failed to load the cases. Please try again."
      >
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label="Cases">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tag</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Assignee</Table.Th>
                <Table.Th>Opened by</Table.Th>
                <Table.Th>Opened</Table.Th>
                <Table.Th>Updated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cases.data?.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.case(projectId, item.id)}>
                      {tagLabel(item)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={CASE_STATUS_COLOURS[item.status]}>{caseStatusText(item)}</Badge>
                  </Table.Td>
                  <Table.Td>{personLabel(item.assignee)}</Table.Td>
                  <Table.Td>{openerText(item)}</Table.Td>
                  <Table.Td>{formatDateTime(item.openedAt)}</Table.Td>
                  <Table.Td>{formatDateTime(item.updatedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <CountAndPages
          total={total}
          pageSize={CASES_DEFAULT_LIMIT}
          page={page}
          onPage={(next) => update(filters, next)}
          noun="case"
          label="Case pages"
        />
      </LoadingPanel>
    </Stack>
  );
}
