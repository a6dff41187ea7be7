import { useLingui } from '@lingui/react/macro';
import { languageName, pseudoLocaleLabel, themeLabels } from './labels';
import { languagesOffered, themes } from './preferences';

/** The themes and languages a user may choose (the settings page, the user menu), each with its name. */
export function usePreferenceChoices() {
  const { i18n } = useLingui();
  return {
    themes: themes.map((id) => ({ id, label: i18n._(themeLabels[id]) })),
    languages: languagesOffered().map((id) => ({
      id,
      label: languageName(id, i18n._(pseudoLocaleLabel)),
    })),
  };
}
