import {
  Button,
  Menu as RACMenu,
  MenuTrigger,
  Popover,
  composeRenderProps,
  type MenuProps as RACMenuProps,
} from 'react-aria-components';
import { IconChevronDown } from '../Icon/icons';
import { menu as menuClass } from '../Menu/Menu.css';
import { initials } from '../private/initials';
import { useStrings } from '../private/intl';
import { ThemedPortal } from '../private/ThemedPortal';
import { useSidebarScreen } from '../Sidebar/useSidebarScreen';
import * as styles from './AccountMenu.css';
import { strings } from './intl';

export interface AccountMenuProps<T extends object> extends RACMenuProps<T> {
  /** The signed-in person's name (or email when there is no name); its initials fill the avatar. */
  name: string;
  /** A second line under the name at the top of the menu, e.g. the email address. */
  description?: string;
  /** Only the avatar on the trigger. Defaults to narrow screens (under 600 px) inside an AppShell. */
  isCompact?: boolean;
}

/**
 * The signed-in person's menu for an app header: a trigger with their avatar and name that opens a Menu
 * headed by their name and `description`. Fill it with MenuSection, MenuItem and MenuSeparator (links to
 * profile and settings, selectable sections for preferences, sign out).
 */
export function AccountMenu<T extends object>({
  name,
  description,
  isCompact,
  className,
  ...props
}: AccountMenuProps<T>) {
  const t = useStrings(strings, 'AccountMenu');
  const screen = useSidebarScreen();
  const compact = isCompact ?? screen === 'narrow';

  return (
    <MenuTrigger>
      <Button
        className={styles.trigger}
        aria-label={t('trigger', { name })}
        data-compact={compact || undefined}
      >
        {/* Initials come from CSS so they are not read as part of the button's label. */}
        <span className={styles.avatar} data-initials={initials(name)} aria-hidden />
        {!compact && (
          <>
            <span className={styles.name}>{name}</span>
            <IconChevronDown size="sm" className={styles.chevron} />
          </>
        )}
      </Button>
      <ThemedPortal>
        <Popover placement="bottom end" offset={4} className={styles.popover}>
          <div className={styles.header}>
            <span className={styles.avatarLarge} data-initials={initials(name)} aria-hidden />
            <span className={styles.identity}>
              <span className={styles.headerName}>{name}</span>
              {description !== undefined && (
                <span className={styles.headerDescription}>{description}</span>
              )}
            </span>
          </div>
          <RACMenu
            {...props}
            className={composeRenderProps(className, (c) =>
              [menuClass, c].filter(Boolean).join(' '),
            )}
          />
        </Popover>
      </ThemedPortal>
    </MenuTrigger>
  );
}
