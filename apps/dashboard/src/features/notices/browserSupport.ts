/** Edge and Chrome below this major version are not supported (SPEC §2). */
export const MIN_CHROMIUM_VERSION = 72;

/**
 * Internet Explorer, or Edge or Chrome below `minVersion`: the incompatible-browser notice (SPEC §2).
 *
 * The build inlines this function's source into index.html (build/browserNotice.ts), where browsers too old to
 * run the app run it: so it stays self-contained and ES5 (no outer names, no let/const, no arrows).
 */
export function isIncompatibleBrowser(userAgent: string, minVersion: number): boolean {
  // Edge ("Edge/18" EdgeHTML, "Edg/79" Chromium) also names Chrome, so its own version is read first. Other
  // Chromium browsers (Opera, Samsung Internet…) carry their engine's Chrome version.
  return (
    /MSIE |Trident\//.test(userAgent) ||
    Number(
      (/\bEdge?\/(\d+)/.exec(userAgent) || /\b(?:Chrome|CriOS)\/(\d+)/.exec(userAgent) || [])[1],
    ) < minVersion
  );
}
