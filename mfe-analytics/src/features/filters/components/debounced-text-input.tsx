import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

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
  const committed = useRef(value);
  // The wait may outlast a render: it must call the newest onCommit, which knows the newest URL.
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  const error = text.trim() ? validate?.(text.trim()) : undefined;
  // Said once typing pauses, not at every key of a half-typed id.
  const [pausedText, setPausedText] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => {
      setPausedText(text);
      const next = normalise(text);
      if (next === committed.current || error) return;
      committed.current = next;
      commit.current(next);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- normalise is a pure function of the text
  }, [text, error]);

  return (
    <TextInput
      {...props}
      value={text}
      error={pausedText === text ? error : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}
