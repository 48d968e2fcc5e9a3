import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LoadingPanel, queryState } from 'shared';
import { paths } from 'shared/routes';
import { TAG_STATUS_LABELS } from 'shared/contracts/tag-status';
import type { TagConsumerView } from 'shared/contracts/tags';
import { useConsumerViews } from './tags-api';

function Shown({ projectId, item }: { projectId: string; item: TagConsumerView }) {
  if (!item.view) {
    return (
      <Text size="sm">
        {item.status === 'active'
          ? 'No page yet: "This product has no page yet."'
          : 'Built-in page: "We could not verify this product"'}
      </Text>
    );
  }
  return (
    <Text size="sm">
      <Anchor component={Link} to={paths.resultViewEditor(projectId, item.view.id)}>
        {item.view.name}
      </Anchor>{' '}
      {item.state === 'negative' && 'the failed-match view, as none is assigned to this status; '}({item.view.language})
    </Text>
  );
}

/** For each status, the page a consumer who scans the tag gets, and a preview of it that records no scan. */
export function ConsumerViews({ projectId, tagId }: { projectId: string; tagId: string }) {
  const views = useConsumerViews(projectId, tagId);
  return (
    <LoadingPanel {...queryState(views)} errorText="Failed to load the views consumers get. Please try again.">
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label="What a consumer sees">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When the tag is</Table.Th>
              <Table.Th>A consumer sees</Table.Th>
              <Table.Th>Preview</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {views.data?.items.map((item) => (
              <Table.Tr key={item.status}>
                <Table.Th scope="row">{TAG_STATUS_LABELS[item.status]}</Table.Th>
                <Table.Td>
                  <Shown projectId={projectId} item={item} />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.tagPreview(projectId, tagId, item.status)}
                    aria-label={`Preview as a consumer: ${TAG_STATUS_LABELS[item.status]}`}
                  >
                    Preview as a consumer
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </LoadingPanel>
  );
}
