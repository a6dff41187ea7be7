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
  layouts,
  timeZonesOffered,
  useDateFormat,
  usePreferenceChoices,
  usePreferences,
  type Layout,
  type Theme,
} from '../../shared/preferences';

/** Preferences: applied as soon as they change and remembered in this browser. */
export function PreferencesSection() {
  const { t } = useLingui();
  const { theme, timeZone, layout, language, setPreference } = usePreferences();
  const choices = usePreferenceChoices();
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
          {choices.themes.map(({ id, label }) => (
            <Radio key={id} value={id}>
              {label}
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
          {choices.languages.map(({ id, label }) => (
            <SelectItem key={id} id={id}>
              {label}
            </SelectItem>
          ))}
        </Select>
      </Stack>
    </Card>
  );
}
