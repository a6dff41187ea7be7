/**
 * The old dashboard routed in the hash: emailed reset links read `…/#/reset/{token}` (SPEC §2). Such a URL, on any
 * path, becomes `/reset/{token}` before the router reads the location. Answers the path it went to, if any.
 */
export function redirectLegacyHash(
  location: Pick<Location, 'hash'> = window.location,
  replace: (path: string) => void = (path) => window.history.replaceState(null, '', path),
): string | undefined {
  const match = /^#\/reset\/([^/?#]+)\/?$/.exec(location.hash);
  if (!match) return undefined;
  const path = `/reset/${encodeURIComponent(decodeURIComponent(match[1]!))}`;
  replace(path);
  return path;
}
