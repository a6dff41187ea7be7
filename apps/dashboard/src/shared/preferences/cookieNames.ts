/**
 * Where each preference is remembered: the SPEC §3 cookies layoutType, timezone and theme, and a language
 * cookie next to them (the spec does not name one). No import: the build reads it (index.html's boot script).
 */
export const preferenceCookies = {
  theme: 'theme',
  timeZone: 'timezone',
  layout: 'layoutType',
  language: 'language',
} as const;
