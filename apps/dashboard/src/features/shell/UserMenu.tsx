import { useLingui } from '@lingui/react/macro';
import {
  AccountMenu,
  IconLogout,
  IconSettings,
  IconUser,
  MenuItem,
  MenuSection,
  MenuSeparator,
  type MenuSectionProps,
} from '@paydesk/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { memo } from 'react';
import type { Locale } from '../../shared/i18n/locales';
import { usePreferenceChoices, usePreferences, type Theme } from '../../shared/preferences';

const dashboard = getRouteApi('/_dashboard');

const LOG_OUT = 'log-out';

type Selection = Parameters<NonNullable<MenuSectionProps<object>['onSelectionChange']>>[0];

/** The one key of a single-selection change. */
const picked = (keys: Selection) => (keys === 'all' ? undefined : [...keys][0]);

/**
 * The signed-in user's menu at the end of the header: who is signed in, their profile and settings, theme and
 * language (applied at once, as on the settings page), and log out.
 */
export const UserMenu = memo(function UserMenu() {
  const navigate = useNavigate();
  const user = dashboard.useRouteContext({ select: (context) => context.session.user });
  const { email, name } = user.attributes;

  return (
    <AccountMenu
      name={name ?? email}
      description={name ? email : undefined}
      onAction={(key) => {
        if (key === LOG_OUT) void navigate({ to: '/logout' });
      }}
    >
      <UserMenuItems />
    </AccountMenu>
  );
});

/**
 * The menu's items, a component of their own: a closed menu does not render them, so the language names
 * (Intl.DisplayNames, about 9 ms of a cold load's first render at 4x CPU) are made only when it opens.
 */
function UserMenuItems() {
  const { t } = useLingui();
  const { theme, language, setPreference } = usePreferences();
  const choices = usePreferenceChoices();
  return (
    <>
      <MenuSection aria-label={t`Account`}>
        <MenuItem id="profile" href="/settings?section=general" icon={<IconUser />}>
          {t`Profile`}
        </MenuItem>
        <MenuItem id="settings" href="/settings?section=preferences" icon={<IconSettings />}>
          {t`Settings`}
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuSection
        title={t`Theme`}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[theme]}
        onSelectionChange={(keys) => {
          const key = picked(keys);
          if (key !== undefined) void setPreference('theme', key as Theme);
        }}
      >
        {choices.themes.map(({ id, label }) => (
          <MenuItem key={id} id={id}>
            {label}
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSeparator />
      <MenuSection
        title={t`Language`}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[language]}
        onSelectionChange={(keys) => {
          const key = picked(keys);
          if (key !== undefined) void setPreference('language', key as Locale);
        }}
      >
        {choices.languages.map(({ id, label }) => (
          <MenuItem key={id} id={id}>
            {label}
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSeparator />
      <MenuItem id={LOG_OUT} icon={<IconLogout />}>
        {t`Log out`}
      </MenuItem>
    </>
  );
}
