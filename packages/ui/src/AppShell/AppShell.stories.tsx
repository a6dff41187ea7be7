import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExampleAccountMenu } from '../AccountMenu/AccountMenu.fixtures';
import { Badge } from '../Badge/Badge';
import { Breadcrumb, Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { SearchField } from '../SearchField/SearchField';
import { Text } from '../Text/Text';
import { OrganizationSwitcher } from '../OrganizationSwitcher/OrganizationSwitcher';
import { manyOrganizations } from '../OrganizationSwitcher/OrganizationSwitcher.fixtures';
import { sidebarScreens } from '../Sidebar/constants';
import { Sidebar } from '../Sidebar/Sidebar';
import { PaydeskNavigation } from '../Sidebar/Sidebar.fixtures';
import { AppShell } from './AppShell';
import { appShellWidths } from './widths';

const sidebar = (
  <Sidebar
    header={
      <OrganizationSwitcher
        organizations={manyOrganizations}
        selectedId="org-1"
        onSelectionChange={fn()}
        onCreate={fn()}
      />
    }
  >
    <PaydeskNavigation />
  </Sidebar>
);

const meta = {
  title: 'Navigation/AppShell',
  component: AppShell,
  args: {
    sidebar,
    screen: 'wide',
    title: (
      <Text weight="semibold" truncate>
        Transactions
      </Text>
    ),
    actions: <ExampleAccountMenu />,
    children: (
      <p>
        Transactions of the selected organization and project appear here, newest first, with
        filters above the table.
      </p>
    ),
  },
  argTypes: {
    screen: { control: 'inline-radio', options: sidebarScreens },
    width: { control: 'inline-radio', options: appShellWidths },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1400 px and wider: the sidebar is expanded beside the header and content. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Transactions');
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

/** 600–1399 px: the sidebar is an icon rail. */
export const Medium: Story = {
  args: { screen: 'medium' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Expand sidebar' }),
    ).toBeVisible();
  },
};

/** Under 600 px: the header starts with a button that opens the navigation drawer. */
export const Narrow: Story = {
  args: { screen: 'narrow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const dialog = await within(document.body).findByRole('dialog');
    // The backdrop fades in; wait for it.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The first Tab reaches the skip link; Enter moves focus to the main landmark. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const WithIndicators: Story = {
  args: {
    indicators: (
      <span role="status" style={{ fontSize: 13 }}>
        Reconnecting...
      </span>
    ),
  },
};

export const FullWidth: Story = { args: { width: 'full' } };

const trail = (
  <Breadcrumbs>
    <Breadcrumb href="/transactions">Transactions</Breadcrumb>
    <Breadcrumb>tr_8F2k19aQ</Breadcrumb>
  </Breadcrumbs>
);

/** A detail page: the trail on the start side, a context badge and the account menu on the end side. */
export const WithBreadcrumbs: Story = {
  args: {
    title: trail,
    actions: (
      <>
        <Badge tone="neutral">Sandbox</Badge>
        <ExampleAccountMenu />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(
      within(banner).getByRole('navigation', { name: 'Breadcrumbs' }),
    ).toBeInTheDocument();
    await expect(within(banner).getByRole('link', { name: 'tr_8F2k19aQ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The reserved search slot sits between the title and the end side. */
export const WithSearch: Story = {
  args: {
    title: trail,
    search: <SearchField aria-label="Search" placeholder="Search…" />,
  },
};

/** Long names: the title is cut with an ellipsis; the end side keeps its size. */
export const LongTitle: Story = {
  args: {
    title: (
      <Text weight="semibold" truncate>
        Settlement payouts of Acme Payments International Holding GmbH &amp; Co. KG for the last
        thirty days
      </Text>
    ),
    actions: (
      <ExampleAccountMenu
        name="Maximiliane Alexandra von Hohenberg-Schwarzenfels"
        description="maximiliane@example.com"
      />
    ),
  },
};

/** Long crumbs wrap and are cut at 240 px each. */
export const LongBreadcrumbs: Story = {
  args: {
    title: (
      <Breadcrumbs>
        <Breadcrumb href="/customers">Customers</Breadcrumb>
        <Breadcrumb>
          Acme Payments International Holding GmbH &amp; Co. KG, Berlin branch
        </Breadcrumb>
      </Breadcrumbs>
    ),
  },
};

/** Tab from the trail reaches the account menu; Enter opens it, Escape closes it and returns focus. */
export const KeyboardAccountMenu: Story = {
  args: { title: trail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('button', { name: 'Account menu: Ada Lovelace' });
    within(canvas.getByRole('banner')).getByRole('link', { name: 'Transactions' }).focus();
    await userEvent.tab();
    await expect(account).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(account).toHaveFocus());
  },
};

/** Under 600 px the account menu shows only its avatar. */
export const NarrowWithBreadcrumbs: Story = {
  args: { screen: 'narrow', title: trail },
  play: async ({ canvasElement }) => {
    const account = within(canvasElement).getByRole('button', {
      name: 'Account menu: Ada Lovelace',
    });
    await expect(account).not.toHaveTextContent('Ada Lovelace');
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
export const DarkWithBreadcrumbs: Story = {
  args: WithBreadcrumbs.args,
  parameters: { theme: 'dark' },
};
export const German: Story = {
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Zum Hauptinhalt springen' }),
    ).toBeInTheDocument();
  },
};
export const RightToLeft: Story = {
  args: WithBreadcrumbs.args,
  parameters: { locale: 'ar-AE' },
};
export const RightToLeftNarrow: Story = {
  args: { screen: 'narrow' },
  parameters: { locale: 'ar-AE' },
};
