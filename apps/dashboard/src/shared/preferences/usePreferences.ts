import { useContext } from 'react';
import { PreferencesContext, type PreferencesValue } from './PreferencesProvider';

/** The user's preferences and the setter that applies and remembers them. */
export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences() needs a <PreferencesProvider> above it');
  return value;
}

/** The IANA time zone every date is shown and entered in (UTC unless the user chose another). */
export function useTimeZone(): string {
  return usePreferences().timeZone;
}
