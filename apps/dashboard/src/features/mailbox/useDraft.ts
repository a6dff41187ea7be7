import { useCallback, useEffect, useState } from 'react';

/** Where a composer's draft is kept: per user and topic, so another user of the browser never sees it. */
export const draftKey = (userId: string, topicId: string) =>
  `paydesk.mailbox.draft.${userId}.${topicId}`;

const read = (key: string): string => {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
};

/**
 * A composer's text kept in localStorage as it is typed: it survives a reload and a dropped connection, and is
 * cleared only by `clear()`, which the composer calls once the provider has confirmed the message.
 */
export function useDraft(key: string) {
  const [text, setText] = useState(() => read(key));
  // Another topic's composer: its own draft.
  useEffect(() => setText(read(key)), [key]);

  const change = useCallback(
    (next: string) => {
      setText(next);
      try {
        if (next) window.localStorage.setItem(key, next);
        else window.localStorage.removeItem(key);
      } catch {
        // Storage full or denied: the draft lives in the page only.
      }
    },
    [key],
  );
  const clear = useCallback(() => change(''), [change]);
  return { text, setText: change, clear };
}
