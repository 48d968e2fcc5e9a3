import type { TAG_ORDER_STATUSES } from 'shared/contracts/tag-orders';

/** A row of GET /api/warehouse/collections/{collectionId}/tag-orders. */
export type { TagOrder } from 'shared/contracts/tag-orders';
export type TagOrderStatus = (typeof TAG_ORDER_STATUSES)[number];
