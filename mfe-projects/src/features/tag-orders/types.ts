export type TagOrderStatus = 'STARTED' | 'PROCESSING' | 'COMPLETED';

/** A row of GET /api/warehouse/collections/{collectionId}/tag-orders. */
export interface TagOrder {
  id: string;
  collectionId: string;
  projectId: string;
  numberOfTags: number;
  tagsCreated: number;
  status: TagOrderStatus;
  createdAt: string;
  updatedAt: string;
}
