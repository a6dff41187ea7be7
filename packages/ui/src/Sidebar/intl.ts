import type { Dictionary } from '../private/intl';

type Key = 'navigation' | 'collapse' | 'expand' | 'openNavigation' | 'closeNavigation' | 'newCount';

export const strings: Dictionary<Key> = {
  'en-US': {
    navigation: 'Main navigation',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    // The item's description, read after its name: "Mailbox, link, 3 new".
    newCount: '{count} new',
  },
  'de-DE': {
    navigation: 'Hauptnavigation',
    collapse: 'Seitenleiste einklappen',
    expand: 'Seitenleiste ausklappen',
    openNavigation: 'Navigation öffnen',
    closeNavigation: 'Navigation schließen',
    newCount: '{count} neu',
  },
};
