import { Badge, Group, Progress, Table, Text } from '@mantine/core';
import { formatCount, formatDate, statusBadgeColour, usePagedRows } from 'shared';
import { isRunning } from './get-tag-orders';
import type { TagOrder, TagOrderStatus } from './types';

/** 000 §4: PROCESSING is the 'inprogress' badge, COMPLETED 'success', any other status the default one. */
const badgeColour: Partial<Record<TagOrderStatus, string>> = {
  PROCESSING: statusBadgeColour.inprogress,
  COMPLETED: statusBadgeColour.success,
};

function OrderProgress({ order }: { order: TagOrder }) {
  const percent = Math.floor((order.tagsCreated / order.numberOfTags) * 100);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={percent}
        w={100}
        aria-label={`Order ${order.id}: ${formatCount(order.tagsCreated)} of ${formatCount(order.numberOfTags)} tags made`}
      />
      <Text size="xs">
        {formatCount(order.tagsCreated)} / {formatCount(order.numberOfTags)}
      </Text>
    </Group>
  );
}

export function TagOrdersTable({ orders }: { orders: TagOrder[] }) {
  const { pageRows, pager } = usePagedRows(orders);
  return (
    <>
      <Table striped aria-label="Smart Fingerprint Orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order ID</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Number of Tags</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {order.id}
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(order.createdAt)}</Table.Td>
              <Table.Td>{formatCount(order.numberOfTags)}</Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Badge color={badgeColour[order.status] ?? statusBadgeColour.neutral}>{order.status}</Badge>
                  {isRunning(order) && <OrderProgress order={order} />}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pager}
    </>
  );
}
