import type { ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { Badge } from '../Badge';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

const join =
  (base: string) =>
  (custom: string | undefined): string =>
    [base, custom].filter(Boolean).join(' ');

export type TabsProps = Omit<RACTabsProps, 'orientation'>;

/**
 * Horizontal tabs: arrow keys move between tabs (mirrored in right-to-left), Home/End jump to the ends.
 * For tabs kept in the URL, control `selectedKey` and use hrefs on the tabs.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeRenderProps(className, join(tabs))} />;
}

export function TabList<T extends object>({ className, ...props }: RACTabListProps<T>) {
  return <RACTabList {...props} className={composeRenderProps(className, join(tabList))} />;
}

export interface TabProps extends Omit<RACTabProps, 'children'> {
  children: ReactNode;
  /** A count shown after the label, e.g. open disputes; read as part of the tab's name. */
  count?: number;
}

export function Tab({ className, count, children, ...props }: TabProps) {
  return (
    <RACTab {...props} className={composeRenderProps(className, join(tab))}>
      {children}
      {/* The space keeps the accessible name "Open 12", not "Open12"; flex layout drops it visually. */}
      {count !== undefined && ' '}
      {count !== undefined && <Badge size="sm" tone="neutral" count={count} />}
    </RACTab>
  );
}

export function TabPanel({ className, ...props }: RACTabPanelProps) {
  return <RACTabPanel {...props} className={composeRenderProps(className, join(tabPanel))} />;
}

export type { RACTabListProps as TabListProps, RACTabPanelProps as TabPanelProps };
