import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../Sidebar/Sidebar';
import { SidebarItem } from '../Sidebar/SidebarItem';
import { SidebarSection } from '../Sidebar/SidebarSection';
import { AppShell, type AppShellProps } from './AppShell';

function setup(props: Partial<AppShellProps> = {}) {
  return render(
    <AppShell
      screen="wide"
      sidebar={
        <Sidebar>
          <SidebarSection>
            <SidebarItem href="/">Dashboard</SidebarItem>
          </SidebarSection>
        </Sidebar>
      }
      title={<h1>Balances</h1>}
      actions={<button type="button">Export</button>}
      {...props}
    >
      <p>Content</p>
    </AppShell>,
  );
}

describe('AppShell', () => {
  it('has banner, navigation and main landmarks', () => {
    setup();
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Balances' }),
    );
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('button', { name: 'Export' }),
    );
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Content');
  });

  it('starts with a skip link that moves focus to the main landmark', async () => {
    setup();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('is constrained by default and can be full width', () => {
    const { container, unmount } = setup();
    expect(container.firstElementChild).toHaveAttribute('data-width', 'constrained');
    unmount();
    const full = setup({ width: 'full' });
    expect(full.container.firstElementChild).toHaveAttribute('data-width', 'full');
  });

  it('lays the header out as title, search, indicators, actions', () => {
    setup({
      search: <input type="search" aria-label="Search" />,
      indicators: <span role="status">Reconnecting...</span>,
    });
    const banner = screen.getByRole('banner');
    const order = [
      screen.getByRole('heading', { name: 'Balances' }),
      screen.getByRole('searchbox', { name: 'Search' }),
      screen.getByRole('status'),
      screen.getByRole('button', { name: 'Export' }),
    ];
    order.forEach((element) => expect(banner).toContainElement(element));
    for (let i = 1; i < order.length; i++) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('passes its screen class to the sidebar', () => {
    setup({ screen: 'narrow' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
  });
});
