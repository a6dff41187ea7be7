import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExampleAccountMenu } from './AccountMenu.fixtures';

const meta = {
  title: 'Navigation/AccountMenu',
  component: ExampleAccountMenu,
  args: { onAction: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExampleAccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Account menu/ });

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(trigger(canvasElement));
  await body(canvasElement).findByRole('menu');
};

/** Closed: the avatar with initials and the name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName('Account menu: Ada Lovelace');
    await expect(trigger(canvasElement)).toHaveTextContent('Ada Lovelace');
  },
};

/** Open: the name and email head the menu, then links, two selectable sections and sign out. */
export const Open: Story = {
  play: async (context) => {
    await open(context);
    const menu = await body(context.canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    await expect(
      within(menu).getByRole('menuitemradio', { name: 'Automatic (as the system)' }),
    ).toHaveAttribute('aria-checked', 'true');
    // Visible once the popover has faded in.
    await waitFor(() =>
      expect(body(context.canvasElement).getByText('ada@example.com')).toBeVisible(),
    );
  },
};

/** Tab to the trigger, Enter opens with the first item focused, arrows move, Enter picks, focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const dark = within(menu).getByRole('menuitemradio', { name: 'Dark' });
    await expect(dark).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      await body(canvasElement).findByRole('menuitemradio', { name: 'Dark' }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** A long name is cut with an ellipsis on the trigger and in the menu's heading. */
export const LongName: Story = {
  args: {
    name: 'Maximiliane Alexandra von Hohenberg-Schwarzenfels',
    description: 'maximiliane.von.hohenberg-schwarzenfels@international-payments.example.com',
  },
  play: open,
};

/** Without a name the email stands in for it. */
export const EmailOnly: Story = {
  args: { name: 'admin@paydesk.example', description: undefined },
};

/** Narrow screens: only the avatar; the name stays the button's accessible name. */
export const Compact: Story = {
  args: { isCompact: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName('Account menu: Ada Lovelace');
    await expect(trigger(canvasElement)).not.toHaveTextContent('Ada Lovelace');
  },
};

export const Dark: Story = { play: open, parameters: { theme: 'dark' } };

export const German: Story = {
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Kontomenü: Ada Lovelace' }),
    ).toBeInTheDocument();
  },
};

export const RightToLeft: Story = { play: open, parameters: { locale: 'ar-AE' } };
