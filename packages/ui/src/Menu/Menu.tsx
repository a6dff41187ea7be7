import type { ReactNode } from 'react';
import {
  Collection,
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Popover,
  Separator,
  Text,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps,
  type PopoverProps,
  type SeparatorProps,
} from 'react-aria-components';
import { IconCheck, IconChevronEnd } from '../Icon/icons';
import { ThemedPortal } from '../private/ThemedPortal';
import {
  item,
  itemDescription,
  itemEnd,
  itemIcon,
  itemLabel,
  menu,
  popover,
  sectionHeader,
  separator,
} from './Menu.css';

export const menuItemTones = ['neutral', 'danger'] as const;

/** Pairs a trigger (a Button or IconButton) with a Menu; Enter, Space or ArrowDown opens it. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  placement?: PopoverProps['placement'];
}

/** A list of actions in a popover. Arrow keys move, typing jumps to an item, Escape closes and returns focus. */
export function Menu<T extends object>({
  placement = 'bottom end',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <ThemedPortal>
      <Popover placement={placement} offset={4} className={popover}>
        <RACMenu
          {...props}
          className={composeRenderProps(className, (c) => [menu, c].filter(Boolean).join(' '))}
        />
      </Popover>
    </ThemedPortal>
  );
}

export interface MenuItemProps<T extends object = object> extends Omit<
  RACMenuItemProps<T>,
  'children'
> {
  children: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** A second line of explanation, read as part of the item's name. */
  description?: ReactNode;
  /** `danger` for destructive actions (delete, revoke). */
  tone?: (typeof menuItemTones)[number];
}

export function MenuItem<T extends object>({
  children,
  icon,
  description,
  tone,
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (c) =>
        [item({ tone }), c].filter(Boolean).join(' '),
      )}
    >
      {({ isSelected, hasSubmenu, selectionMode }) => (
        <>
          {(icon !== undefined || selectionMode !== 'none') && (
            <span className={itemIcon}>
              {selectionMode !== 'none' ? (
                <IconCheck style={{ visibility: isSelected ? 'visible' : 'hidden' }} />
              ) : (
                icon
              )}
            </span>
          )}
          {/* With a description, the name is label + description (all visible text, as WCAG 2.5.3 asks);
              otherwise the label slot names the item. */}
          {description === undefined ? (
            <Text slot="label" className={itemLabel}>
              {children}
            </Text>
          ) : (
            <>
              <span className={itemLabel}>{children}</span>{' '}
              <span className={itemDescription}>{description}</span>
            </>
          )}
          {hasSubmenu && (
            <span className={itemEnd}>
              <IconChevronEnd size="sm" />
            </span>
          )}
        </>
      )}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends RACMenuSectionProps<T> {
  /** Visible heading of the group, which also names it. */
  title?: string;
}

export function MenuSection<T extends object>({
  title,
  items,
  children,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title !== undefined && <Header className={sectionHeader}>{title}</Header>}
      {typeof children === 'function' ? (
        <Collection items={items}>{children}</Collection>
      ) : (
        children
      )}
    </RACMenuSection>
  );
}

export function MenuSeparator(props: SeparatorProps) {
  return <Separator {...props} className={separator} />;
}

export type { MenuTriggerProps };
