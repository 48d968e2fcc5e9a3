import { produce } from 'immer';
import { temporal } from 'zundo';
import { createStore, type StateCreator, type StoreMutatorIdentifier } from 'zustand/vanilla';
import type { AssetUrls, EditableView, ResultView } from '../../components/view-renderer/view-types';
import { migrateContent } from './legacy-migration';
import type { EditedView } from './view-api';

/** Keystrokes closer together than this are one step of undo. */
const TYPING_GROUP_MS = 600;
const HISTORY_LIMIT = 200;

export interface EditorState {
  draft: EditableView;
  /** The ETag of the version the draft started from, sent as If-Match on Save; null when unknown. */
  baseEtag: string | null;
  /** The draft differs from what was last saved. */
  dirty: boolean;
  /** File URLs of the assets the draft may show: the saved view's and those picked since (not undone with the draft). */
  assetUrls: AssetUrls;
  /** Changes the draft. `typing` joins quick successive edits into one undo step. */
  update: (recipe: (draft: EditableView) => void, options?: { typing?: boolean }) => void;
  /** After Save, or when taking someone else's version: that view is the new starting point. */
  markSaved: (view: EditedView) => void;
  /** An asset picked in the editor, so the preview can draw it before Save. */
  rememberAsset: (assetId: string, url: string) => void;
  /**
   * The Advanced View's text while it cannot become the content, and why: kept across tabs, shown as the
   * editor's status, and Save waits for it (the draft still holds the last valid content).
   */
  invalidJson: { text: string; problem: string } | null;
  setInvalidJson: (invalidJson: { text: string; problem: string } | null) => void;
}

export type EditorStore = ReturnType<typeof createEditorStore>;

const editable = (view: ResultView): EditableView => ({
  name: view.name,
  description: view.description,
  display_state: view.display_state,
  display_details: view.display_details,
  display_description: view.display_description,
  html_content_url: view.html_content_url,
  product_image_url: view.product_image_url,
  product_image_asset_id: view.product_image_asset_id,
  logo_image_url: view.logo_image_url,
  logo_image_asset_id: view.logo_image_asset_id,
  icon_image_asset_id: view.icon_image_asset_id,
  style: view.style,
  content: view.content,
});

export interface EditorStart {
  draft: EditableView;
  baseEtag: string | null;
  dirty: boolean;
  assetUrls: AssetUrls;
  /** What the old-format migration could not carry over (shown to the user). */
  notes: string[];
  migrated: boolean;
}

/** Where editing starts: a draft kept from an earlier visit, else the saved view in the current format. */
export function editorStart(
  view: EditedView,
  keptDraft: { draft: EditableView; baseEtag?: unknown; assetUrls?: AssetUrls } | null,
): EditorStart {
  if (keptDraft) {
    const assetUrls = { ...view.asset_urls, ...keptDraft.assetUrls };
    return {
      draft: keptDraft.draft,
      // A draft kept before views had versions does not know its base: Save then asks (ADR 0013).
      baseEtag: typeof keptDraft.baseEtag === 'string' ? keptDraft.baseEtag : null,
      assetUrls,
      dirty: true,
      notes: [],
      migrated: false,
    };
  }
  const { content, notes, migrated } = migrateContent(view.content);
  return {
    draft: { ...editable(view), content },
    baseEtag: view.etag,
    assetUrls: view.asset_urls,
    dirty: migrated,
    notes,
    migrated,
  };
}

export function createEditorStore(start: Pick<EditorStart, 'draft' | 'baseEtag' | 'dirty' | 'assetUrls'>) {
  let lastTypingAt = 0;
  let typing = false;
  // The draft as last saved or loaded (none when editing starts from a kept or converted draft): dirty is
  // whether the draft is another one, so undo and redo, which set the draft alone, keep it right.
  let savedDraft: EditableView | null = start.dirty ? null : start.draft;
  return createStore<EditorState>()(
    dirtyUnlessSaved(
      () => savedDraft,
      temporal(
        (set) => ({
          ...start,
          update: (recipe, options = {}) => {
            typing = options.typing === true;
            set((state) => ({ draft: produce(state.draft, recipe) }));
          },
          markSaved: (view) => {
            savedDraft = editable(view);
            set((state) => ({
              draft: savedDraft!,
              baseEtag: view.etag,
              assetUrls: { ...state.assetUrls, ...view.asset_urls },
            }));
          },
          rememberAsset: (assetId, url) => set((state) => ({ assetUrls: { ...state.assetUrls, [assetId]: url } })),
          invalidJson: null,
          setInvalidJson: (invalidJson) => set({ invalidJson }),
        }),
        {
          partialize: (state) => ({ draft: state.draft }),
          equality: (past, current) => past.draft === current.draft,
          limit: HISTORY_LIMIT,
          // zundo calls this with (pastState, replace, currentState, deltaState) though its type names setState's two.
          handleSet: (handleSet) => {
            const record = handleSet as (...args: unknown[]) => void;
            return (...args: unknown[]) => {
              const now = Date.now();
              const joinsTyping = typing && now - lastTypingAt < TYPING_GROUP_MS;
              lastTypingAt = typing ? now : 0;
              if (!joinsTyping) record(...args);
            };
          },
        },
      ),
    ),
  );
}

/**
 * Sets `dirty` with every change of the state, undo's and redo's too (zundo sets the draft alone): the
 * draft is dirty unless it is the one last saved or loaded. In the same set, so no subscriber (the
 * draft storage) ever sees a draft with a stale `dirty`.
 */
function dirtyUnlessSaved<Mutators extends [StoreMutatorIdentifier, unknown][]>(
  savedDraft: () => EditableView | null,
  creator: StateCreator<EditorState, [], Mutators>,
): StateCreator<EditorState, [], Mutators> {
  return (set, get, api) => {
    const setWithDirty = (partial: Partial<EditorState> | ((state: EditorState) => Partial<EditorState>)) => {
      const change = typeof partial === 'function' ? partial(get()) : partial;
      set({ ...change, dirty: (change.draft ?? get().draft) !== savedDraft() });
    };
    return creator(setWithDirty as typeof set, get, api);
  };
}
