import { FEATURE_STORAGE_PREFIX } from 'shared';
import type { AssetUrls, EditableView } from '../../components/view-renderer/view-types';
import type { EditorStore } from './editor-store';

/** Under the feature prefix, so logging out removes every draft (shared session store). */
const keyOf = (viewId: string) => `${FEATURE_STORAGE_PREFIX}view-draft:${viewId}`;
const WRITE_DELAY_MS = 400;

export interface KeptDraft {
  draft: EditableView;
  /** Absent in drafts kept before views had versions. */
  baseEtag?: string | null;
  assetUrls: AssetUrls;
}

export function readDraft(viewId: string): KeptDraft | null {
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(viewId)) ?? 'null') as KeptDraft | null;
    return kept && typeof kept.draft === 'object' && kept.draft !== null ? kept : null;
  } catch {
    return null;
  }
}

export function discardDraft(viewId: string): void {
  localStorage.removeItem(keyOf(viewId));
}

/** Keeps an unsaved draft in the browser (a reload or a closed tab loses nothing); returns the unsubscribe. */
export function keepDraftsOf(store: EditorStore, viewId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = store.subscribe((state) => {
    clearTimeout(timer);
    if (!state.dirty) return discardDraft(viewId);
    timer = setTimeout(() => {
      const kept: KeptDraft = { draft: state.draft, baseEtag: state.baseEtag, assetUrls: state.assetUrls };
      try {
        localStorage.setItem(keyOf(viewId), JSON.stringify(kept));
      } catch {
        // Storage full or blocked: the draft still lives in memory until Save.
      }
    }, WRITE_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
