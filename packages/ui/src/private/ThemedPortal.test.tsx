import { render, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { Overlay } from 'react-aria';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog } from '../Modal/Dialog';
import { DialogTrigger, Modal } from '../Modal/Modal';
import { PaydeskProvider } from '../PaydeskProvider';
import { Popover, PopoverDialog } from '../Popover';
import { darkTheme, lightTheme } from '../theme/themes.css';
import { ThemedPortal } from './ThemedPortal';

function OpenModal({ title }: { title: string }) {
  return (
    <Modal isOpen>
      <Dialog title={title}>
        <p>Body</p>
      </Dialog>
    </Modal>
  );
}

describe('ThemedPortal', () => {
  it('mounts closed overlays with the page, in one commit', () => {
    const onRender = vi.fn<ProfilerOnRenderCallback>();
    render(
      <PaydeskProvider theme="light" locale="en-US">
        <Profiler id="page" onRender={onRender}>
          <DialogTrigger>
            <Button>Filters</Button>
            <Popover>
              <PopoverDialog title="Filters">Body</PopoverDialog>
            </Popover>
          </DialogTrigger>
          <Modal isOpen={false}>
            <Dialog title="Closed">
              <p>Body</p>
            </Dialog>
          </Modal>
        </Profiler>
      </PaydeskProvider>,
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    // An anchor that found its container after mounting rendered every overlay a second time, synchronously.
    expect(onRender.mock.calls.map(([, phase]) => phase)).toEqual(['mount']);
  });

  it("portals an overlay open on the first render into the provider's root", async () => {
    render(
      <PaydeskProvider theme="dark" locale="ar-AE">
        <OpenModal title="Open at once" />
      </PaydeskProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Open at once' });
    const root = dialog.closest(`.${darkTheme.split(' ')[0]}`);
    expect(root).not.toBeNull();
    expect(root).toHaveAttribute('lang', 'ar-AE');
    expect(root).toHaveAttribute('dir', 'rtl');
  });

  it('renders an overlay that asked before the root was attached once it is', async () => {
    render(
      <PaydeskProvider theme="dark" locale="en-US">
        <ThemedPortal>
          <Overlay>
            <p>Bare overlay</p>
          </Overlay>
        </ThemedPortal>
      </PaydeskProvider>,
    );
    const overlay = await screen.findByText('Bare overlay');
    expect(overlay.closest('[lang]')).toHaveClass(darkTheme);
  });

  it('portals into the nearest provider when providers nest', async () => {
    render(
      <PaydeskProvider theme="dark" locale="en-US">
        <PaydeskProvider theme="light" locale="de-DE">
          <OpenModal title="Inner" />
        </PaydeskProvider>
      </PaydeskProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Inner' });
    expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'de-DE');
    expect(dialog.closest('[lang]')).toHaveClass(lightTheme);
  });

  it('portals into the document body outside any provider', async () => {
    render(<OpenModal title="Unthemed" />);
    const dialog = await screen.findByRole('dialog', { name: 'Unthemed' });
    expect(dialog.closest('[lang]')).toBeNull();
    expect(document.body).toContainElement(dialog);
  });
});
