import { Alert, Anchor, Button, Grid, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useContext, useEffect, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError, LoadingPanel, MutationError, queryState } from 'shared';
import { paths } from 'shared/routes';
import { SaveConflict, useSaveView, useView, type EditedView } from './view-api';
import { AdvancedViewTab } from './advanced-view-tab';
import { ConfirmProvider } from './confirm-dialog';
import { DisplayContentTab } from './display-content-tab';
import { EditorStoreContext, useEditor, useHistory } from './editor-context';
import { PreviewFrame } from './preview-frame';
import { SaveConflictDialog } from './save-conflict-dialog';
import { ProductInfoTab, productInfoProblems } from './product-info-tab';
import { discardDraft, keepDraftsOf, readDraft } from './draft-storage';
import { createEditorStore, editorStart, type EditorStart } from './editor-store';

const LEAVE_QUESTION = 'You have unsaved changes. Leave without saving them?';

/** Ctrl+Z / Ctrl+Shift+Z (⌘ on a Mac) over every change; the code editor keeps its own while typing in it. */
function useUndoKeys() {
  const { undo, redo } = useHistory();
  return (event: KeyboardEvent) => {
    if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
    if ((event.target as HTMLElement).closest('.cm-editor')) return;
    event.preventDefault();
    if (event.shiftKey) redo();
    else undo();
  };
}

/** Asks before a tab closes or an in-console link leaves while the draft is unsaved (the draft is kept anyway). */
function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const linkClick = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest('a[href]');
      if (!link || link.closest('[data-view-scope]') || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', linkClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', linkClick, true);
    };
  }, [dirty]);
}

function Editor({ projectId, viewId, start }: { projectId: string; viewId: string; start: EditorStart }) {
  const navigate = useNavigate();
  const save = useSaveView(projectId, viewId);
  const { canUndo, canRedo, undo, redo } = useHistory();
  const dirty = useEditor((state) => state.dirty);
  const jsonProblem = useEditor((state) => state.invalidJson?.problem ?? null);
  const name = useEditor((state) => state.draft.name);
  // One string, so typing elsewhere in the draft does not redraw the whole editor.
  const problems = useEditor((state) => productInfoProblems(state.draft).join('. '));
  const markSaved = useEditor((state) => state.markSaved);
  const store = useContext(EditorStoreContext);
  const [leaving, setLeaving] = useState(false);
  const undoKeys = useUndoKeys();
  useLeaveGuard(dirty && !leaving);
  const listPath = paths.resultViews(projectId);

  const leave = () => {
    setLeaving(true);
    discardDraft(viewId);
    navigate(listPath);
  };

  /** Saves the draft over the version `etag` names; a newer one turns up as `conflict` (ADR 0013). */
  const saveDraft = (etag: string | null) => {
    if (store) save.mutate({ view: store.getState().draft, etag }, { onSuccess: (saved) => markSaved(saved) });
  };
  const conflict = save.error instanceof SaveConflict ? save.error.theirs : null;

  return (
    <Stack onKeyDown={undoKeys}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Anchor component={Link} to={listPath} size="sm">
            Result views
          </Anchor>
          <Title order={1}>{name || 'Result view'}</Title>
          <Text
            size="sm"
            c={jsonProblem ? 'red' : dirty ? 'dark' : 'dimmed'}
            fw={dirty || jsonProblem ? 600 : 400}
            role="status"
          >
            {jsonProblem ?? (dirty ? 'Unsaved changes' : 'All changes saved')}
          </Text>
        </div>
        <Group>
          <Button variant="default" onClick={undo} disabled={!canUndo}>
            Undo
          </Button>
          <Button variant="default" onClick={redo} disabled={!canRedo}>
            Redo
          </Button>
          <Button variant="default" onClick={() => (dirty ? setLeaving(true) : navigate(listPath))}>
            Cancel
          </Button>
          <Button
            loading={save.isPending}
            disabled={problems.length > 0 || jsonProblem !== null}
            onClick={() => saveDraft(store?.getState().baseEtag ?? null)}
          >
            Save
          </Button>
        </Group>
      </Group>
      {start.migrated && (
        <Alert color="blue" title="Converted from the old editor">
          This view was made with the old editor and has been converted to the current format. Save to keep the
          conversion.
          {start.notes.map((note) => (
            <Text key={note} size="sm">
              {note}
            </Text>
          ))}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="orange" title="Fix these before saving">
          {problems}
        </Alert>
      )}
      <MutationError
        error={conflict ? null : save.error}
        fallback="The view could not be saved. Your changes are kept here; please try again."
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Tabs defaultValue="product" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="product">Product Info</Tabs.Tab>
              <Tabs.Tab value="content">Display Content</Tabs.Tab>
              <Tabs.Tab value="advanced">Advanced View</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="product">
              <ProductInfoTab />
            </Tabs.Panel>
            <Tabs.Panel value="content">
              <DisplayContentTab />
            </Tabs.Panel>
            <Tabs.Panel value="advanced">
              <AdvancedViewTab />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PreviewFrame viewId={viewId} />
        </Grid.Col>
      </Grid>
      <SaveConflictDialog
        theirs={conflict}
        onReload={() => {
          if (conflict) markSaved(conflict);
          save.reset();
        }}
        onOverwrite={() => conflict && saveDraft(conflict.etag)}
        onClose={() => save.reset()}
      />
      <Modal opened={leaving && dirty} onClose={() => setLeaving(false)} title="Leave the editor?" centered>
        <Text mb="md">{LEAVE_QUESTION}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setLeaving(false)}>
            Keep editing
          </Button>
          <Button color="red.9" onClick={leave}>
            Discard changes
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** One store per view, started from a kept draft or the saved view; unsaved drafts are kept in the browser. */
function EditorSession({ projectId, viewId, view }: { projectId: string; viewId: string; view: EditedView }) {
  const [editor] = useState(() => {
    const start = editorStart(view, readDraft(viewId));
    return { store: createEditorStore(start), start };
  });
  useEffect(() => keepDraftsOf(editor.store, viewId), [editor, viewId]);
  return (
    <EditorStoreContext.Provider value={editor.store}>
      <ConfirmProvider>
        <Editor projectId={projectId} viewId={viewId} start={editor.start} />
      </ConfirmProvider>
    </EditorStoreContext.Provider>
  );
}

/** 001 §2 result view editor, /projects/{projectId}/result-views/{viewId}. */
export default function ResultViewEditorPage() {
  const { projectId = '', viewId = '' } = useParams();
  const view = useView(projectId, viewId);
  if (view.error instanceof ApiError && view.error.status === 404) {
    return (
      <Stack>
        <Title order={1}>Result view</Title>
        <Alert color="red" role="alert">
          Result view not found.
        </Alert>
        <Anchor component={Link} to={paths.resultViews(projectId)}>
          Go back
        </Anchor>
      </Stack>
    );
  }
  return (
    <LoadingPanel {...queryState(view)} errorText="The result view could not be loaded.">
      {view.data && <EditorSession key={viewId} projectId={projectId} viewId={viewId} view={view.data} />}
    </LoadingPanel>
  );
}
