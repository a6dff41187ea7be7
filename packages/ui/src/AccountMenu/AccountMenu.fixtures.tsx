import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { IconLogout, IconSettings, IconUser } from '../Icon/icons';
import { MenuItem, MenuSection, MenuSeparator } from '../Menu/Menu';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';

export type ExampleAccountMenuProps = Partial<
  Pick<AccountMenuProps<object>, 'name' | 'description' | 'isCompact' | 'onAction'>
>;

const single = (key: Key) => new Set([key]);

/** A typical account menu (links, two preference sections, sign out), for stories and tests. */
export function ExampleAccountMenu({
  name = 'Ada Lovelace',
  description = 'ada@example.com',
  isCompact,
  onAction,
}: ExampleAccountMenuProps) {
  const [theme, setTheme] = useState<Key>('auto');
  const [language, setLanguage] = useState<Key>('en');
  const pick = (set: (key: Key) => void) => (keys: 'all' | Set<Key>) => {
    const [key] = keys === 'all' ? [] : [...keys];
    if (key !== undefined) set(key);
  };
  return (
    <AccountMenu name={name} description={description} isCompact={isCompact} onAction={onAction}>
      <MenuSection aria-label="Account">
        <MenuItem id="profile" href="#profile" icon={<IconUser />}>
          Profile
        </MenuItem>
        <MenuItem id="settings" href="#settings" icon={<IconSettings />}>
          Settings
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuSection
        title="Theme"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={single(theme)}
        onSelectionChange={pick(setTheme)}
      >
        <MenuItem id="light">Light</MenuItem>
        <MenuItem id="dark">Dark</MenuItem>
        <MenuItem id="auto">Automatic (as the system)</MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuSection
        title="Language"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={single(language)}
        onSelectionChange={pick(setLanguage)}
      >
        <MenuItem id="en">English</MenuItem>
        <MenuItem id="de">Deutsch</MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="sign-out" icon={<IconLogout />}>
        Sign out
      </MenuItem>
    </AccountMenu>
  );
}
