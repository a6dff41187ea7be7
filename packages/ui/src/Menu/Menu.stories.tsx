import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconCopy, IconDelete, IconDownload, IconEdit, IconMore } from '../Icon/icons';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'Actions/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <IconButton aria-label="Actions for payment link" icon={<IconMore />} variant="secondary" />
      <Menu {...args}>
        <MenuSection title="Share">
          <MenuItem id="copy" icon={<IconCopy />} description="Paste it into an email or chat">
            Copy link
          </MenuItem>
          <MenuItem id="download" icon={<IconDownload />}>
            Download QR code
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="edit" icon={<IconEdit />}>
          Edit
        </MenuItem>
        <MenuItem id="archive" isDisabled>
          Archive (only for paid links)
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" tone="danger" icon={<IconDelete />}>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'Actions for payment link' }),
  );
  await body(canvasElement).findByRole('menu');
};

export const Open: Story = { play: open };

export const KeyboardAction: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions for payment link' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /^Copy link/ })).toHaveFocus();
    // Disabled items are skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const TypeAhead: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('e');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const WithButtonTrigger: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button icon={<IconDownload />}>Export</Button>
      <Menu {...args} placement="bottom start">
        <MenuItem id="csv">CSV</MenuItem>
        <MenuItem id="xlsx">Excel workbook (XLSX)</MenuItem>
        <MenuItem id="pdf" isDisabled>
          PDF (coming later)
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await body(canvasElement).findByRole('menu');
  },
};

export const Selectable: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button>Columns</Button>
      <Menu {...args} selectionMode="multiple" defaultSelectedKeys={['amount', 'status']}>
        <MenuItem id="amount">Amount</MenuItem>
        <MenuItem id="status">Status</MenuItem>
        <MenuItem id="fee">Fee</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Amount' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const LongLabels: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button>Reports</Button>
      <Menu {...args}>
        <MenuItem
          id="a"
          description="Includes every settled transaction, fee and adjustment for the selected period"
        >
          Download the settlement report for the last thirty days
        </MenuItem>
        <MenuItem id="b">Schedule a monthly balance report for all merchant accounts</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reports' }));
    await body(canvasElement).findByRole('menu');
  },
};

export const Dark: Story = { play: open, parameters: { theme: 'dark' } };

export const RightToLeft: Story = { play: open, parameters: { locale: 'ar-AE' } };
