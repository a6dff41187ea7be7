/**
 * Whether a request's Origin is neither the server's own (the scheme and the already validated Host) nor a
 * configured one. A missing Origin is not foreign: browsers send one on every cross-origin request that matters.
 */
export function isForeignOrigin(
  origin: string | undefined,
  protocol: string,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return false;
  return origin !== `${protocol}://${host ?? ''}` && !allowedOrigins.includes(origin);
}
