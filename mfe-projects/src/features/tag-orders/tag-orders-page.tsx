import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getRuntimeConfig, isSuperUser, LoadingPanel, queryState, useMyProject, useSession } from 'shared';
import { isRunning, useTagOrders } from './get-tag-orders';
import { OrderDialog } from './order-dialog';
import { invalidateOrderTotals } from './place-tag-order';
import { TagOrdersTable } from './tag-orders-table';

/** When the last running order finishes, the collection's totals and the company's count have moved. */
function useRefreshTotalsWhenOrdersFinish(projectId: string, running: number) {
  const queryClient = useQueryClient();
  const previous = useRef(running);
  useEffect(() => {
    if (previous.current > 0 && running === 0) void invalidateOrderTotals(queryClient, projectId);
    previous.current = running;
  }, [queryClient, projectId, running]);
}

/** 000 §2 collection /fingerprints: the collection's orders, and ordering for system_role above 1. */
export default function TagOrdersPage() {
  const { projectId = '', collectionId = '' } = useParams();
  const canOrder = useSession((state) => isSuperUser(state.account));
  const company = useMyProject(projectId).data?.company;
  const [ordering, setOrdering] = useState(false);
  const orders = useTagOrders(projectId, collectionId, { dialogOpen: ordering });
  const rows = orders.data ?? [];
  useRefreshTotalsWhenOrdersFinish(projectId, rows.filter(isRunning).length);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Smart Fingerprint Orders</Title>
        {canOrder && company && <Button onClick={() => setOrdering(true)}>Order Smart Fingerprints</Button>}
      </Group>
      {!canOrder && (
        // Brand users cannot order: say who does, so an empty collection is not a dead end.
        <Text size="sm">
          {getRuntimeConfig().productName} places the orders for your collections.{' '}
          <Anchor component={Link} to="/need-help">
            Contact us
          </Anchor>{' '}
          to order Smart Fingerprints for this one.
        </Text>
      )}
      <LoadingPanel
        {...queryState(orders)}
        errorText="Failed to load orders. Please try again."
        isEmpty={rows.length === 0}
        emptyText="No Smart Fingerprints have been ordered for this collection yet."
      >
        <TagOrdersTable orders={rows} />
      </LoadingPanel>
      {canOrder && company && (
        <OrderDialog
          projectId={projectId}
          collectionId={collectionId}
          remaining={company.max_fingerprints - company.total_fingerprint_count}
          opened={ordering}
          onClose={() => setOrdering(false)}
        />
      )}
    </Stack>
  );
}
