import type { Dictionary } from '../private/intl';

export const strings: Dictionary<'skipToContent'> = {
  'en-US': { skipToContent: 'Skip to main content' },
  'de-DE': { skipToContent: 'Zum Hauptinhalt springen' },
};
