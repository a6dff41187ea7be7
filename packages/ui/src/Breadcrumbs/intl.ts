import type { Dictionary } from '../private/intl';

export const breadcrumbsStrings = {
  'en-US': { breadcrumbs: 'Breadcrumbs' },
  'de-DE': { breadcrumbs: 'Brotkrümelnavigation' },
} satisfies Dictionary<'breadcrumbs'>;
