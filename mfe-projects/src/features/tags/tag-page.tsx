import { Anchor, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import {
  formatDateTime,
  LoadingPanel,
  projectPermissions,
  queryState,
  TagStatusBadge,
  TagStatusForm,
  useMyProject,
} from 'shared';
import { paths } from 'shared/routes';
import type { TagDetail } from 'shared/contracts/tags';
import { ConsumerViews } from './consumer-views';
import { OpenCaseButton } from './open-case-button';
import { ShortLinkQr } from './short-link-qr';
import { StatusHistory } from './status-history';
import { TagScans } from './tag-scans';
import { useTag } from './tags-api';

function DataTable({ label, data }: { label: string; data: Record<string, string> }) {
  const entries = Object.entries(data);
  if (entries.length === 0) return <Text size="sm">No {label.toLowerCase()}.</Text>;
  return (
    <Table aria-label={label} maw={640}>
      <Table.Tbody>
        {entries.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row">{name}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TagFacts({ projectId, tag }: { projectId: string; tag: TagDetail }) {
  const shortLink = `${window.location.origin}/s/${tag.shortCode}`;
  return (
    <Table aria-label="Tag" maw={640} variant="vertical">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">Short link</Table.Th>
          <Table.Td>
            <Stack gap="xs">
              <Anchor href={shortLink} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
                {shortLink}
              </Anchor>
              <ShortLinkQr shortLink={shortLink} fileName={`tag-${tag.sequenceNumber}-${tag.shortCode}`} />
            </Stack>
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Collection</Table.Th>
          <Table.Td>
            <Anchor component={Link} to={paths.orders(projectId, tag.collection.id)}>
              {tag.collection.name}
            </Anchor>
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Index</Table.Th>
          <Table.Td>{tag.sequenceNumber}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Tag id</Table.Th>
          <Table.Td>
            <Code style={{ wordBreak: 'break-all' }}>{tag.id}</Code>
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Ordered</Table.Th>
          <Table.Td>{formatDateTime(tag.createdAt)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/**
 * /projects/:p/tags/:tagId: one tag, its short link and QR code, status with its history, the page a consumer gets
 * in each status, its scans, and its data.
 */
export default function TagPage() {
  const { projectId = '', tagId = '' } = useParams();
  const tag = useTag(projectId, tagId);
  const project = useMyProject(projectId);
  const permissions = projectPermissions(project.data);
  const canChange = permissions.has('tag:update-status');

  return (
    <Stack>
      <Anchor component={Link} to={paths.tags(projectId)} size="sm">
        Find another tag
      </Anchor>
      <LoadingPanel {...queryState(tag)} errorText="Failed to load the tag. Please try again.">
        {tag.data && (
          <Stack>
            <Group>
              <Title order={1}>
                Tag {tag.data.sequenceNumber} of {tag.data.collection.name}
              </Title>
              <TagStatusBadge status={tag.data.status} size="lg" />
            </Group>
            <TagFacts projectId={projectId} tag={tag.data} />
            {permissions.has('case:update') && <OpenCaseButton projectId={projectId} tagId={tagId} />}
            <Title order={2}>Status</Title>
            {canChange ? (
              <TagStatusForm key={tag.data.status} projectId={projectId} tagId={tagId} status={tag.data.status} />
            ) : (
              <Text size="sm">Only the project's Administrators can change a tag's status.</Text>
            )}
            <Title order={3}>History</Title>
            <StatusHistory projectId={projectId} tagId={tagId} />
            <Title order={2}>What a consumer sees</Title>
            <ConsumerViews projectId={projectId} tagId={tagId} />
            <Title order={2}>Scans</Title>
            <TagScans projectId={projectId} tagId={tagId} />
            <Title order={2}>Metadata</Title>
            <DataTable label="Metadata" data={tag.data.tagMetadata} />
            <Title order={2}>Custom attributes</Title>
            <DataTable label="Custom attributes" data={tag.data.customAttributes} />
          </Stack>
        )}
      </LoadingPanel>
    </Stack>
  );
}
