import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** 001 §9: metadata inputs wait 300 ms after the last key before they filter. */
export const FILTER_DEBOUNCE_MS = 300;

interface DebouncedTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error'> {
  /** The committed value, as the URL holds it. */
  value: string;
  onCommit: (text: string) => void;
  /** How `value` is written back: text that normalises to the committed value is left as typed. */
  normalise?: (text: string) => string;
  /** A sentence when the text cannot be used; nothing is committed until it can. */
  validate?: (text: string) => string | undefined;
}

const trim = (text: string) => text.trim();

/**
 * A text filter that commits once typing pauses. The URL stays the source of truth: a new value from
 * outside (a reload, Clear filters, a picked code) replaces the text, while the user's own spacing and
 * trailing commas survive their own commits.
 */
export function DebouncedTextInput({ value, onCommit, normalise = trim, validate, ...props }: DebouncedTextInputProps) {
  const [text, setText] = useState(value);
  // Said once typing pauses, not at every key of a half-typed id.
  const [pausedText, setPausedText] = useState(text);
  // The value this input committed last or was given last: a `value` equal to it is not news from outside.
  const [known, setKnown] = useState(value);
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== known) {
      setKnown(value);
      setText(value);
      setPausedText(value);
    }
  }

  const problem = (candidate: string) => (candidate.trim() ? validate?.(candidate.trim()) : undefined);
  // The wait may outlast a render: the debounced callback is always the newest render's, so it commits
  // through the newest onCommit, which knows the newest URL.
  const commitOncePaused = useDebouncedCallback((typed: string) => {
    setPausedText(typed);
    const next = normalise(typed);
    if (next === known || problem(typed)) return;
    setKnown(next);
    onCommit(next);
  }, FILTER_DEBOUNCE_MS);

  const error = problem(text);
  return (
    <TextInput
      {...props}
      value={text}
      error={pausedText === text ? error : undefined}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commitOncePaused(event.currentTarget.value);
      }}
    />
  );
}
