import type { Dictionary } from '../private/intl';

export const oneTimeCodeStrings: Dictionary<'incomplete'> = {
  'en-US': { incomplete: 'Enter all {length} digits' },
  'de-DE': { incomplete: 'Geben Sie alle {length} Ziffern ein' },
};
