import { useLingui } from '@lingui/react/macro';
import {
  Card,
  ComboBox,
  ComboBoxItem,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
} from '@paydesk/ui';
import { useMemo } from 'react';
import { Temporal } from 'temporal-polyfill';
import type { Locale } from '../../shared/i18n/locales';
import {
  languageName,
  languagesOffered,
  layouts,
  pseudoLocaleLabel,
  themeLabels,
  themes,
  timeZonesOffered,
  useDateFormat,
  usePreferences,
  type Layout,
  type Theme,
} from '../../shared/preferences';

/** Preferences: applied as soon as they change and remembered in this browser. */
export function PreferencesSection() {
  const { t, i18n } = useLingui();
  const { theme, timeZone, layout, language, setPreference } = usePreferences();
  const { formatDateTime } = useDateFormat();
  const zones = useMemo(timeZonesOffered, []);
  const now = formatDateTime(Temporal.Now.instant().toString());

  const layoutLabels: Record<Layout, string> = {
    constrained: t`Constrained (up to 1920 px wide)`,
    full: t`Full width`,
  };

  return (
    <Card
      title={t`Preferences`}
      description={t`Changes apply at once and are remembered in this browser.`}
    >
      <Stack gap="xl">
        <RadioGroup
          label={t`Theme`}
          value={theme}
          onChange={(value) => void setPreference('theme', value as Theme)}
        >
          {themes.map((id) => (
            <Radio key={id} value={id}>
              {i18n._(themeLabels[id])}
            </Radio>
          ))}
        </RadioGroup>
        <ComboBox
          label={t`Time zone`}
          description={t`Dates are shown and entered in this zone. Now: ${now}`}
          defaultItems={zones}
          selectedKey={timeZone}
          onSelectionChange={(key) => {
            if (typeof key === 'string') void setPreference('timeZone', key);
          }}
        >
          {(zone) => (
            <ComboBoxItem id={zone.id} textValue={zone.name}>
              {zone.name}
            </ComboBoxItem>
          )}
        </ComboBox>
        <RadioGroup
          label={t`Layout`}
          value={layout}
          onChange={(value) => void setPreference('layout', value as Layout)}
        >
          {layouts.map((id) => (
            <Radio key={id} value={id}>
              {layoutLabels[id]}
            </Radio>
          ))}
        </RadioGroup>
        <Select
          label={t`Language`}
          selectedKey={language}
          onSelectionChange={(key) => void setPreference('language', key as Locale)}
        >
          {languagesOffered().map((id) => (
            <SelectItem key={id} id={id}>
              {languageName(id, i18n._(pseudoLocaleLabel))}
            </SelectItem>
          ))}
        </Select>
      </Stack>
    </Card>
  );
}
