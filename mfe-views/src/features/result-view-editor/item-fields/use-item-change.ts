import type { ContentItem, ItemDataByType, ItemType } from '../../../components/view-renderer/view-types';
import { findItem, useUpdate } from '../editor-context';

/** A content item of one type. */
export type ItemOf<T extends ItemType> = Extract<ContentItem, { type: T }>;

type Change<T extends ItemType> = (recipe: (data: ItemDataByType[T]) => void, options?: { typing?: boolean }) => void;

/** A change made by typing: quick successive ones are one undo step. */
export const TYPING = { typing: true };

/** Edits one item's data in the draft, found by id wherever it sits. */
export function useItemChange<T extends ItemType>(itemId: string): Change<T> {
  const update = useUpdate();
  return (recipe, options) =>
    update((draft) => {
      const item = findItem(draft, itemId);
      if (item) recipe(item.data as ItemDataByType[T]);
    }, options);
}
