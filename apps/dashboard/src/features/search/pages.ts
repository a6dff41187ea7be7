/**
 * Pages in search ("go to settings"): the sidebar's entries the user sees, matched by words. Every word typed
 * (but the filler of "go to …" / "gehe zu …") must begin a word of the page's name or of its group's name.
 */
import type { MessageDescriptor } from '@lingui/core';

export interface SearchPage {
  id: string;
  label: MessageDescriptor;
  group?: MessageDescriptor;
  href: string;
}

/** Words that only say "take me there", in the languages the dashboard speaks. */
const FILLER = new Set([
  'go',
  'to',
  'open',
  'show',
  'page',
  'gehe',
  'geh',
  'zu',
  'zur',
  'zum',
  'öffne',
  'zeige',
  'seite',
]);

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The pages whose names match `text`, in sidebar order; `name` translates a descriptor. */
export function matchingPages(
  pages: readonly SearchPage[],
  text: string,
  name: (label: MessageDescriptor) => string,
): SearchPage[] {
  const wanted = wordsOf(text).filter((word) => !FILLER.has(word));
  if (wanted.length === 0) return [];
  return pages.filter((page) => {
    const words = wordsOf(`${name(page.label)} ${page.group ? name(page.group) : ''}`);
    return wanted.every((word) => words.some((own) => own.startsWith(word)));
  });
}
