import type { Dictionary } from '../private/intl';

type Key = 'cancel' | 'failed';

export const strings = {
  'en-US': { cancel: 'Cancel', failed: 'Something went wrong. Please try again.' },
  'de-DE': {
    cancel: 'Abbrechen',
    failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
} satisfies Dictionary<Key>;
