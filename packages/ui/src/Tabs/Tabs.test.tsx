import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Example({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <Tabs onSelectionChange={onSelectionChange}>
      <TabList aria-label="Dispute views">
        <Tab id="open" count={12}>
          Open
        </Tab>
        <Tab id="won">Won</Tab>
        <Tab id="archived" isDisabled>
          Archived
        </Tab>
        <Tab id="lost">Lost</Tab>
      </TabList>
      <TabPanel id="open">Open disputes</TabPanel>
      <TabPanel id="won">Won disputes</TabPanel>
      <TabPanel id="archived">Archived disputes</TabPanel>
      <TabPanel id="lost">Lost disputes</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('wires tabs to their panels', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Dispute views' })).toBeInTheDocument();
    const open = screen.getByRole('tab', { name: 'Open 12' });
    expect(open).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Open 12');
    expect(open).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Open disputes');
  });

  it('moves with the arrow keys and skips disabled tabs', async () => {
    const onSelectionChange = vi.fn();
    render(<Example onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Open 12' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Won' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Lost' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lost disputes');
    expect(onSelectionChange).toHaveBeenLastCalledWith('lost');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Open 12' })).toHaveFocus();
  });

  it('marks a disabled tab and will not select it', async () => {
    render(<Example />);
    const archived = screen.getByRole('tab', { name: 'Archived' });
    expect(archived).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(archived);
    expect(archived).toHaveAttribute('aria-selected', 'false');
  });
});
