// User preferences (theme, time zone, layout, language): stored per SPEC §3, applied app-wide.
export * from './preferences';
export { preferenceCookies } from './cookieNames';
export { readPreferences } from './storage';
export { PreferencesProvider, type PreferencesValue } from './PreferencesProvider';
export { usePreferences, useTimeZone } from './usePreferences';
export { useDateFormat } from './useDateFormat';
export * from './dates';
export { usePreferenceChoices } from './usePreferenceChoices';
