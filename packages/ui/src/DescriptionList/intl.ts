import type { Dictionary } from '../private/intl';

export const descriptionListStrings = {
  'en-US': { copyTerm: 'Copy {term}', empty: 'Not set' },
  'de-DE': { copyTerm: '{term} kopieren', empty: 'Nicht festgelegt' },
} satisfies Dictionary<'copyTerm' | 'empty'>;
