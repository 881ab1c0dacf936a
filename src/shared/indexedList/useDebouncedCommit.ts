import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * Text typed into a field whose value lives elsewhere (the URL): each change is committed once
 * typing pauses for `delayMs`, and a value changed from outside (Back, a link) replaces the text.
 */
export function useDebouncedCommit(value: string, commit: (text: string) => void, delayMs = SEARCH_DEBOUNCE_MS): [string, (text: string) => void] {
  const [state, setState] = useState({ text: value, seen: value });
  let { text } = state;
  if (state.seen !== value) {
    text = value;
    setState({ text: value, seen: value });
  }
  // the latest callback, so a page redrawn while the user pauses (a clock tick) does not restart the wait
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => commitRef.current(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);
  return [text, (next: string) => setState({ text: next, seen: value })];
}
