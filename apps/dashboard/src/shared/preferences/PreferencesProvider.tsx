import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { activateLocale } from '../i18n/i18n';
import { intlLocale } from '../i18n/locales';
import type { Preferences } from './preferences';
import { readPreferences, writePreference } from './storage';

export interface PreferencesValue extends Preferences {
  /** Applies a preference at once and remembers it in this browser. */
  setPreference: <K extends keyof Preferences>(key: K, value: Preferences[K]) => Promise<void>;
}

export const PreferencesContext = createContext<PreferencesValue | null>(null);

/** Holds the user's preferences for the whole app; read them with `usePreferences()`. */
export function PreferencesProvider({
  initial,
  children,
}: {
  /** The preferences already read at start-up (or a test's); otherwise read from the cookies. */
  initial?: Preferences;
  children: ReactNode;
}) {
  const [preferences, setPreferences] = useState(() => initial ?? readPreferences());

  const setPreference = useCallback(
    async <K extends keyof Preferences>(key: K, value: Preferences[K]) => {
      // The new catalog loads before anything re-renders, so no screen shows a half-switched language.
      if (key === 'language') {
        const language = value as Preferences['language'];
        await activateLocale(language);
        document.documentElement.lang = intlLocale[language];
      }
      writePreference(key, value);
      setPreferences((current) => ({ ...current, [key]: value }));
    },
    [],
  );

  const value = useMemo(() => ({ ...preferences, setPreference }), [preferences, setPreference]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
