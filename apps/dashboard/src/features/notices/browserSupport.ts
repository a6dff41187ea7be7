/** Edge and Chrome below this major version are not supported (SPEC §2). */
export const MIN_CHROMIUM_VERSION = 72;

const major = (userAgent: string, pattern: RegExp): number | null => {
  const match = pattern.exec(userAgent);
  return match ? Number(match[1]) : null;
};

/** Internet Explorer, or Edge or Chrome below version 72: the incompatible-browser notice (SPEC §2). */
export function isIncompatibleBrowser(userAgent: string): boolean {
  if (/MSIE |Trident\//.test(userAgent)) return true;
  // Edge: "Edge/18" (EdgeHTML) or "Edg/79" (Chromium); checked before Chrome, which Edge also names.
  const edge = major(userAgent, /\bEdge?\/(\d+)/);
  if (edge !== null) return edge < MIN_CHROMIUM_VERSION;
  // Other Chromium browsers (Opera, Samsung Internet…) carry their engine's Chrome version.
  const chrome = major(userAgent, /\b(?:Chrome|CriOS)\/(\d+)/);
  return chrome !== null && chrome < MIN_CHROMIUM_VERSION;
}
