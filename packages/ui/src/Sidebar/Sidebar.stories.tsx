import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrganizationSwitcher } from '../OrganizationSwitcher/OrganizationSwitcher';
import { SIDEBAR_HOVER_EXPAND_DELAY_MS, sidebarScreens } from './constants';
import { Sidebar } from './Sidebar';
import { PaydeskNavigation } from './Sidebar.fixtures';

const navigate = fn();
const organizations = [
  { id: 'org-1', name: 'Northwind Payments GmbH' },
  { id: 'org-2', name: 'Contoso Retail' },
];

const meta = {
  title: 'Navigation/Sidebar',
  component: Sidebar,
  args: {
    screen: 'wide',
    onExpandedChange: fn(),
    header: (
      <OrganizationSwitcher
        organizations={organizations}
        selectedId="org-1"
        onSelectionChange={fn()}
      />
    ),
    children: <PaydeskNavigation onLogout={fn()} />,
  },
  argTypes: { screen: { control: 'inline-radio', options: sidebarScreens } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ display: 'flex', blockSize: 640 }}>
          <Story />
          <div style={{ flex: 1, padding: 24 }}>Page content</div>
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above 1400 px: expanded by default. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Mailbox' })).toHaveAccessibleDescription(
      '3 new',
    );
  },
};

/** 600–1399 px: an icon rail; labels stay the accessible names and show as tooltips. */
export const Rail: Story = {
  args: { screen: 'medium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mailbox' })).toHaveAccessibleDescription(
      '3 new',
    );
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  },
};

/** Resting the pointer on the rail expands it over the content after the hover delay. */
export const RailExpandsOnHover: Story = {
  args: { screen: 'medium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('navigation').parentElement as HTMLElement;
    await userEvent.hover(canvas.getByRole('link', { name: 'Projects' }));
    await expect(panel).not.toHaveAttribute('data-peek');
    await waitFor(() => expect(panel).toHaveAttribute('data-peek'), {
      timeout: SIDEBAR_HOVER_EXPAND_DELAY_MS * 10,
    });
    await userEvent.unhover(panel);
    await waitFor(() => expect(panel).not.toHaveAttribute('data-peek'));
  },
};

/** The app remembers the choice: collapsing reports `false` through onExpandedChange. */
export const ToggleWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
  },
};

/** Groups are disclosures: Enter toggles aria-expanded and reveals the links. */
export const GroupKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = canvas.getByRole('button', { name: 'Billing' });
    await expect(billing).toHaveAttribute('aria-expanded', 'false');
    billing.focus();
    await userEvent.keyboard('{Enter}');
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Balances' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/balances', undefined);
  },
};

/** A group holding the current page starts open. */
export const CurrentInsideGroup: Story = {
  args: { children: <PaydeskNavigation current="/api-keys" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Developers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'API keys' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ManyNewIssues: Story = {
  args: { children: <PaydeskNavigation current="/mailbox" mailboxCount={240} /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Mailbox' });
    await expect(link).toHaveAccessibleDescription('240 new');
    await expect(link).toHaveTextContent('99+');
  },
};

export const NoNewIssues: Story = {
  args: { children: <PaydeskNavigation mailboxCount={0} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Mailbox' })).toBeVisible();
  },
};

/** Under 600 px: a menu button opens a modal drawer; Escape closes it and focus returns. */
export const Drawer: Story = {
  args: { screen: 'narrow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(open);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Main navigation' });
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Transactions' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Focus returns to the menu button after the drawer's exit frame.
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Following a link closes the drawer. */
export const DrawerClosesOnNavigation: Story = {
  args: { screen: 'narrow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(navigate).toHaveBeenCalledWith('/reports', undefined);
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
export const DarkRail: Story = { args: { screen: 'medium' }, parameters: { theme: 'dark' } };

export const German: Story = {
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mailbox' })).toHaveAccessibleDescription(
      '3 neu',
    );
    await expect(canvas.getByRole('button', { name: 'Seitenleiste einklappen' })).toBeVisible();
  },
};

export const RightToLeft: Story = { parameters: { locale: 'ar-AE' } };
export const RightToLeftRail: Story = {
  args: { screen: 'medium' },
  parameters: { locale: 'ar-AE' },
};

/** The open drawer, checked for accessibility while open (light and dark). */
export const DrawerOpen: Story = {
  args: { screen: 'narrow' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Main navigation' });
    await expect(within(dialog).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const DrawerOpenDark: Story = { ...DrawerOpen, parameters: { theme: 'dark' } };
export const DrawerOpenRightToLeft: Story = {
  args: { screen: 'narrow' },
  parameters: { locale: 'ar-AE' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
