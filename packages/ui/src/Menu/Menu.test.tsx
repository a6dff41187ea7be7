import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconDelete, IconMore } from '../Icon/icons';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

function Example({ onAction }: { onAction?: (key: unknown) => void }) {
  return (
    <MenuTrigger>
      <IconButton aria-label="Actions for payment link" icon={<IconMore />} />
      <Menu onAction={onAction}>
        <MenuSection title="Share">
          <MenuItem id="copy" description="Paste it into an email or chat">
            Copy link
          </MenuItem>
          <MenuItem id="qr">Show QR code</MenuItem>
        </MenuSection>
        <MenuItem id="archive" isDisabled>
          Archive
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" tone="danger" icon={<IconDelete />}>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe('Menu', () => {
  it('opens from its trigger and wires the ARIA relations', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Actions for payment link' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-labelledby', trigger.id);
    const group = screen.getByRole('group', { name: 'Share' });
    expect(within(group).getAllByRole('menuitem')).toHaveLength(2);
    expect(
      screen.getByRole('menuitem', { name: 'Copy link Paste it into an email or chat' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('runs with the keyboard, skips disabled items and restores focus', async () => {
    const onAction = vi.fn();
    render(<Example onAction={onAction} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: /^Copy link/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const remove = screen.getByRole('menuitem', { name: 'Delete' });
    expect(remove).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('delete');
    expect(screen.queryByRole('menu')).toBeNull();
    // Focus returns to the trigger after the menu's exit frame.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for payment link' })).toHaveFocus(),
    );
  });

  it('closes on Escape without acting', async () => {
    const onAction = vi.fn();
    render(<Example onAction={onAction} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('shows checked items in a selectable menu', async () => {
    render(
      <MenuTrigger>
        <IconButton aria-label="Columns" icon={<IconMore />} />
        <Menu selectionMode="multiple" defaultSelectedKeys={['amount']}>
          <MenuItem id="amount">Amount</MenuItem>
          <MenuItem id="fee">Fee</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Amount' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Fee' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Fee' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
