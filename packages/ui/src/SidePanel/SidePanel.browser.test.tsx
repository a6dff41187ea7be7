import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { PaydeskProvider } from '../PaydeskProvider';
import { SidePanel } from './SidePanel';

afterEach(() => cleanup());

function Example({ locale = 'en-US' }: { locale?: string }) {
  return (
    <PaydeskProvider theme="light" locale={locale}>
      <DialogTrigger>
        <Button>Filters</Button>
        <SidePanel
          title="Filters"
          footer={({ close }) => (
            <Button variant="primary" onPress={close}>
              Apply
            </Button>
          )}
        >
          <input aria-label="Reference" />
        </SidePanel>
      </DialogTrigger>
    </PaydeskProvider>
  );
}

const open = async () => {
  const trigger = screen.getByRole('button', { name: 'Filters' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  return { trigger, dialog };
};

describe('SidePanel (real browser)', () => {
  it('traps focus and returns it to the trigger on Escape', async () => {
    render(<Example />);
    const { trigger, dialog } = await open();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Reference' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('is 400px wide at the inline-end edge on a desktop screen', async () => {
    await page.viewport(1280, 800);
    render(<Example />);
    const { dialog } = await open();
    const panel = dialog.parentElement as HTMLElement;
    await waitFor(() => {
      const box = panel.getBoundingClientRect();
      expect(Math.round(box.width)).toBe(400);
      expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
    });
  });

  it('takes the full width under 600px', async () => {
    await page.viewport(420, 800);
    render(<Example />);
    const { dialog } = await open();
    const panel = dialog.parentElement as HTMLElement;
    await waitFor(() =>
      expect(Math.round(panel.getBoundingClientRect().width)).toBe(
        document.documentElement.clientWidth,
      ),
    );
  });

  it('sits at the left edge in right-to-left languages', async () => {
    render(<Example locale="ar-AE" />);
    const { dialog } = await open();
    const panel = dialog.parentElement as HTMLElement;
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().left)).toBe(0));
  });
});
