import type { Dictionary } from '../private/intl';

export const passwordFieldStrings: Dictionary<'show' | 'hide'> = {
  'en-US': { show: 'Show password', hide: 'Hide password' },
  'de-DE': { show: 'Passwort anzeigen', hide: 'Passwort verbergen' },
};
