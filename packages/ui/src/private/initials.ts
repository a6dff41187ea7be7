/** Up to two letters for an avatar: the first letters of the first two words, or the first two of one word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0]?.slice(0, 2)];
  return letters.map((word) => [...(word ?? '')][0] ?? '').join('') || '?';
}
