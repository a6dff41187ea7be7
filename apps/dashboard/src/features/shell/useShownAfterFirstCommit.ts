import { useEffect, useState } from 'react';

/**
 * False in a component's first render; true from an update made once that render is committed. What it gates
 * renders in a commit of its own, right after the first one, instead of adding to it.
 *
 * The sidebar's entries use it: on a page opened cold they were about half of the first commit (371 of 879 React
 * nodes on /transactions), the one long task between the session's answers and the page's content. The page now
 * shows first and the entries in the next task. The update is not a transition: a transition gives way to every
 * answer arriving for the page, which kept the sidebar empty for about 250 ms on the bench's 4× slower CPU.
 * Mounted once with the shell, it never delays the entries of a navigation.
 */
export function useShownAfterFirstCommit(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return shown;
}
