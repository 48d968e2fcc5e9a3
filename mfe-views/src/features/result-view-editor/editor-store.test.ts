import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewWith } from '../../components/view-renderer/view-fixture';
import { createEditorStore, editorStart } from './editor-store';
import { DEFAULT_FONTS, DEFAULT_STYLES, newItem, newSection } from './new-content';
import type { EditedView } from './view-api';

const view: EditedView = {
  ...viewWith([newSection([newItem('text')])]),
  display_state: 'Authentic',
  content: { fonts: DEFAULT_FONTS, sections: [newSection([newItem('text')])], styles: DEFAULT_STYLES },
  updated_by: null,
  etag: '"4"',
};

const storeFor = () => createEditorStore(editorStart(view, null));

describe('the result view editor store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts clean from a current view and dirty from a converted old one', () => {
    expect(editorStart(view, null)).toMatchObject({ dirty: false, migrated: false });
    const old = {
      ...view,
      content: { blocks: [{ type: 'paragraph', data: { text: 'Hi' } }] },
    } as unknown as EditedView;
    expect(editorStart(old, null)).toMatchObject({ dirty: true, migrated: true });
  });

  it('undoes and redoes every change, a typing burst as one step', () => {
    const store = storeFor();
    const { undo, redo } = store.temporal.getState();
    for (const name of ['A', 'Au', 'Aut']) {
      store.getState().update((draft) => void (draft.name = name), { typing: true });
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(1000);
    store.getState().update((draft) => void draft.content.sections.push(newSection()));
    expect(store.getState().draft.content.sections).toHaveLength(2);

    undo();
    expect(store.getState().draft.content.sections).toHaveLength(1);
    expect(store.getState().draft.name).toBe('Aut');
    undo();
    expect(store.getState().draft.name).toBe('Authentic');
    redo();
    redo();
    expect(store.getState().draft.name).toBe('Aut');
    expect(store.getState().draft.content.sections).toHaveLength(2);
  });

  it('keeps untouched parts of the draft the same objects, so unchanged previews do not redraw', () => {
    const store = storeFor();
    const before = store.getState().draft;
    store.getState().update((draft) => void (draft.display_state = 'Genuine'));
    const after = store.getState().draft;
    expect(after.content).toBe(before.content);
    expect(after.style).toBe(before.style);
  });

  it('is clean again once saved', () => {
    const store = storeFor();
    store.getState().update((draft) => void (draft.name = 'Renamed'));
    expect(store.getState().dirty).toBe(true);
    store.getState().markSaved({ ...view, name: 'Renamed', etag: '"5"' });
    expect(store.getState()).toMatchObject({ dirty: false, baseEtag: '"5"' });
  });

  it('is dirty again when undo or redo leave the saved draft, and clean when they return to it', () => {
    const store = storeFor();
    const { undo, redo } = store.temporal.getState();
    store.getState().update((draft) => void (draft.name = 'Mine'));
    // "Reload their version" in the save-conflict dialog: their view is the new starting point.
    store.getState().markSaved({ ...view, name: 'Theirs', etag: '"5"' });
    expect(store.getState().dirty).toBe(false);
    undo();
    expect(store.getState().draft.name).toBe('Mine');
    expect(store.getState().dirty).toBe(true);
    redo();
    expect(store.getState().draft.name).toBe('Theirs');
    expect(store.getState().dirty).toBe(false);
    undo();
    undo();
    expect(store.getState().draft.name).toBe('Authentic');
    expect(store.getState().dirty).toBe(true);
  });

  it('stays dirty through undo when it started from a kept draft', () => {
    const kept = { draft: { ...editorStart(view, null).draft, name: 'Kept' }, baseEtag: view.etag };
    const store = createEditorStore(editorStart(view, kept));
    store.getState().update((draft) => void (draft.name = 'Kept 2'));
    store.temporal.getState().undo();
    expect(store.getState()).toMatchObject({ dirty: true, draft: { name: 'Kept' } });
  });

  it("starts from the saved view's ETag, a kept draft's own, or none for a draft kept before versions", () => {
    expect(editorStart(view, null).baseEtag).toBe('"4"');
    const draft = editorStart(view, null).draft;
    expect(editorStart(view, { draft, baseEtag: '"2"' }).baseEtag).toBe('"2"');
    const keptBeforeVersions = { draft, baseUpdatedAt: view.updated_at };
    expect(editorStart(view, keptBeforeVersions).baseEtag).toBeNull();
  });

  it('keeps the URL of a picked asset through undo, and merges a kept draft with the saved view', () => {
    const store = storeFor();
    store.getState().rememberAsset('a1', '/api/content/assets/files/a1/original.png');
    store.getState().update((draft) => void (draft.product_image_asset_id = 'a1'));
    store.temporal.getState().undo();
    expect(store.getState().draft.product_image_asset_id).toBeNull();
    expect(store.getState().assetUrls).toEqual({ a1: '/api/content/assets/files/a1/original.png' });

    const saved = { ...view, asset_urls: { s1: '/s1.png' } };
    const kept = { draft: store.getState().draft, baseEtag: view.etag, assetUrls: { a1: '/a1.png' } };
    expect(editorStart(saved, kept).assetUrls).toEqual({ s1: '/s1.png', a1: '/a1.png' });
  });
});
