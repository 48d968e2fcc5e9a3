import { json } from '@codemirror/lang-json';
import { Alert, Stack, Text } from '@mantine/core';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useEffect, useRef, useState } from 'react';
import type { ViewContent } from '../../components/view-renderer/view-types';
import { readContentJson } from './content-json';
import { useDraft, useEditor, useUpdate } from './editor-context';

const format = (content: ViewContent) => JSON.stringify(content, null, 2);
const extensions = [json(), EditorView.contentAttributes.of({ 'aria-label': 'Result view JSON' })];

/**
 * 001 §2 'Advanced View': the content as JSON in a code editor, 1000px high (001 §9). Valid text
 * replaces the content at once (one undo step); invalid text stays here, unsaved, with the reason, which
 * the editor's status repeats while Save waits.
 */
export function AdvancedViewTab() {
  const content = useDraft((draft) => draft.content);
  const update = useUpdate();
  const invalidJson = useEditor((state) => state.invalidJson);
  const setInvalidJson = useEditor((state) => state.setInvalidJson);
  const [text, setText] = useState(() => invalidJson?.text ?? format(content));
  const problem = invalidJson?.problem ?? null;
  const [notes, setNotes] = useState<string[]>([]);
  const applied = useRef(content);

  // Undo, redo or the other tabs changed the content: show it.
  useEffect(() => {
    if (content === applied.current) return;
    applied.current = content;
    setText(format(content));
    setInvalidJson(null);
  }, [content, setInvalidJson]);

  const change = (next: string) => {
    setText(next);
    const result = readContentJson(next);
    if (!result.ok) return setInvalidJson({ text: next, problem: result.error });
    setInvalidJson(null);
    setNotes(result.notes);
    update((draft) => {
      draft.content = result.content;
    });
    // The draft now holds a copy made by immer; remember it so the effect does not reformat the text.
    applied.current = result.content;
  };

  return (
    <Stack>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {notes.map((note) => (
        <Text key={note} size="sm">
          {note}
        </Text>
      ))}
      <CodeMirror
        value={text}
        height="1000px"
        extensions={extensions}
        onChange={change}
        basicSetup={{ foldGutter: true, lineNumbers: true }}
        // Keyboard users can scroll the 1000px frame without entering the text.
        onCreateEditor={(view) => {
          view.scrollDOM.tabIndex = 0;
          view.scrollDOM.setAttribute('aria-label', 'Result view JSON, scrollable');
        }}
      />
    </Stack>
  );
}
