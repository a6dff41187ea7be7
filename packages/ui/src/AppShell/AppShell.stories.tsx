import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
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
    title: <Heading level={1}>Transactions</Heading>,
    actions: <Button variant="primary">Export</Button>,
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

export const Dark: Story = { parameters: { theme: 'dark' } };
export const German: Story = {
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Zum Hauptinhalt springen' }),
    ).toBeInTheDocument();
  },
};
export const RightToLeft: Story = { parameters: { locale: 'ar-AE' } };
export const RightToLeftNarrow: Story = {
  args: { screen: 'narrow' },
  parameters: { locale: 'ar-AE' },
};
