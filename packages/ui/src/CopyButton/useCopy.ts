import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long the confirmation (check icon, "Copied") stays before the button resets. */
export const COPY_FEEDBACK_MS = 1500;

/** Copies text to the clipboard and reports the outcome for a short while. */
export function useCopy(onCopy?: (text: string) => void) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      let outcome: CopyState;
      try {
        await navigator.clipboard.writeText(text);
        outcome = 'copied';
        onCopy?.(text);
      } catch {
        // No clipboard access (insecure context, denied permission): say so instead of failing silently.
        outcome = 'failed';
      }
      setState(outcome);
      timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    },
    [onCopy],
  );

  return { state, copy };
}
