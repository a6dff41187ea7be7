import type { Dictionary } from '../private/intl';

export const strings: Dictionary<'trigger'> = {
  'en-US': { trigger: 'Account menu: {name}' },
  'de-DE': { trigger: 'Kontomenü: {name}' },
};
