import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorState, EditorStore } from './editor-store';
import type { ContentItem, EditableView } from '../../components/view-renderer/view-types';

export const EditorStoreContext = createContext<EditorStore | null>(null);

function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('The result view editor parts need EditorStoreContext');
  return store;
}

export const useEditor = <T,>(selector: (state: EditorState) => T): T => useStore(useEditorStore(), selector);

export const useDraft = <T,>(selector: (draft: EditableView) => T): T => useEditor((state) => selector(state.draft));

export const useUpdate = () => useEditor((state) => state.update);

export function useHistory() {
  const store = useEditorStore();
  const canUndo = useStore(store.temporal, (state) => state.pastStates.length > 0);
  const canRedo = useStore(store.temporal, (state) => state.futureStates.length > 0);
  const { undo, redo } = store.temporal.getState();
  return { canUndo, canRedo, undo: () => undo(), redo: () => redo() };
}

/** The item with this id, wherever it sits; edits go through `recipe` on the draft. */
export function findItem(draft: EditableView, itemId: string): ContentItem | undefined {
  for (const section of draft.content.sections) {
    const item = section.data.content.find((candidate) => candidate.id === itemId);
    if (item) return item;
  }
  return undefined;
}
