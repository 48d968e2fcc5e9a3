import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime, LoadingPanel, projectPermissions, queryState, useMyProject } from 'shared';
import { paths } from 'shared/routes';
import type { Case } from 'shared/contracts/cases';
import { TAG_STATUS_LABELS } from 'shared/contracts/tag-status';
import { CaseActions } from './case-actions';
import { CASE_STATUS_COLOURS, caseStatusText, openerText, personLabel, tagLabel } from './case-labels';
import { CaseNoteForm } from './case-note-form';
import { CaseTimeline } from './case-timeline';
import { useCase } from './cases-api';

function CaseFacts({ projectId, item }: { projectId: string; item: Case }) {
  const rows: [string, React.ReactNode][] = [
    [
      'Tag',
      <Anchor component={Link} to={paths.tag(projectId, item.tag.id)} key="tag">
        {tagLabel(item)}
      </Anchor>,
    ],
    ['Tag status', TAG_STATUS_LABELS[item.tag.status]],
    ['Assignee', personLabel(item.assignee)],
    ['Opened by', openerText(item)],
    ['Opened', formatDateTime(item.openedAt)],
    ['Updated', formatDateTime(item.updatedAt)],
    ...(item.closedAt ? [['Closed', formatDateTime(item.closedAt)] as [string, string]] : []),
  ];
  return (
    <Table aria-label="Case" maw={640} variant="vertical">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /projects/:p/cases/:caseId: one case, what may be done with it, its notes and its tag's timeline. */
export default function CasePage() {
  const { projectId = '', caseId = '' } = useParams();
  const item = useCase(projectId, caseId);
  const project = useMyProject(projectId);
  const permissions = projectPermissions(project.data);
  const canUpdate = permissions.has('case:update');

  return (
    <Stack>
      <Anchor component={Link} to={paths.cases(projectId)} size="sm">
        All cases
      </Anchor>
      <LoadingPanel {...queryState(item)} errorText="Failed to load the case. Please try again.">
        {item.data && (
          <Stack>
            <Group>
              <Title order={1}>Case of {tagLabel(item.data)}</Title>
              <Badge color={CASE_STATUS_COLOURS[item.data.status]} size="lg">
                {caseStatusText(item.data)}
              </Badge>
            </Group>
            <CaseFacts projectId={projectId} item={item.data} />
            {canUpdate ? (
              <>
                <Title order={2}>Work on the case</Title>
                <CaseActions
                  key={item.data.updatedAt}
                  projectId={projectId}
                  item={item.data}
                  canBlacklist={permissions.has('tag:update-status')}
                />
                <Title order={2}>Add a note</Title>
                <CaseNoteForm projectId={projectId} caseId={caseId} />
              </>
            ) : (
              <Text size="sm">Only the project's Administrators can work on a case.</Text>
            )}
            <Title order={2}>Timeline</Title>
            <CaseTimeline projectId={projectId} caseId={caseId} />
          </Stack>
        )}
      </LoadingPanel>
    </Stack>
  );
}
