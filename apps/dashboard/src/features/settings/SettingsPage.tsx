import { useLingui } from '@lingui/react/macro';
import { Card, PageHeader, SkeletonText, Stack, Tab, TabList, TabPanel, Tabs } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType } from 'react';
import { sectionLabels, settingsSections, type SettingsSection } from './sections';

const route = getRouteApi('/_dashboard/settings');

const lazySection = (load: () => Promise<ComponentType>) =>
  lazy(async () => ({ default: await load() }));

// Each section is its own chunk: the sessions table, the time-zone list and the QR encoder load only when opened.
const panels: Record<SettingsSection, ComponentType> = {
  general: lazySection(async () => (await import('./GeneralSection')).GeneralSection),
  preferences: lazySection(async () => (await import('./PreferencesSection')).PreferencesSection),
  sessions: lazySection(async () => (await import('./SessionsSection')).SessionsSection),
  password: lazySection(async () => (await import('./PasswordSection')).PasswordSection),
  'two-factor': lazySection(async () => (await import('./TwoFactorSection')).TwoFactorSection),
};

/** Settings: one tab per section (SPEC §2), the open one kept in the URL so it survives a reload. */
export function SettingsPage() {
  const { t, i18n } = useLingui();
  const { section: selected } = route.useSearch();
  const navigate = route.useNavigate();

  return (
    <Stack gap="xl">
      <PageHeader title={t`Settings`} />
      <Tabs
        selectedKey={selected}
        onSelectionChange={(key) =>
          void navigate({ search: { section: key as SettingsSection }, replace: true })
        }
      >
        <TabList aria-label={t`Settings sections`}>
          {settingsSections.map((id) => (
            <Tab key={id} id={id}>
              {i18n._(sectionLabels[id])}
            </Tab>
          ))}
        </TabList>
        {settingsSections.map((id) => {
          const Panel = panels[id];
          return (
            <TabPanel key={id} id={id}>
              <Suspense
                fallback={
                  <Card>
                    <SkeletonText lines={4} />
                  </Card>
                }
              >
                <Panel />
              </Suspense>
            </TabPanel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
