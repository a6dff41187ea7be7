import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import type { SidebarScreen } from './constants';
import { Sidebar, type SidebarProps } from './Sidebar';
import { SidebarItem } from './SidebarItem';
import { SidebarSection } from './SidebarSection';
import { PaydeskNavigation } from './Sidebar.fixtures';

function renderSidebar(
  props: Partial<SidebarProps> & { screen?: SidebarScreen } = {},
  locale = 'en-US',
) {
  const navigate = vi.fn();
  const onLogout = vi.fn();
  const result = render(
    <I18nProvider locale={locale}>
      <RouterProvider navigate={navigate}>
        <Sidebar screen="wide" {...props}>
          {props.children ?? <PaydeskNavigation onLogout={onLogout} />}
        </Sidebar>
      </RouterProvider>
    </I18nProvider>,
  );
  return { ...result, navigate, onLogout };
}

describe('Sidebar', () => {
  it('is a named navigation landmark with the current page marked', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Reports' })).not.toHaveAttribute('aria-current');
  });

  it('names sections by their titles', () => {
    renderSidebar();
    const money = screen.getByRole('list', { name: 'Money' });
    expect(within(money).getByRole('link', { name: 'Payment links' })).toBeInTheDocument();
  });

  it('announces a badge count as the item description ("Mailbox, link, 3 new")', () => {
    renderSidebar();
    const mailbox = screen.getByRole('link', { name: 'Mailbox' });
    expect(mailbox).toHaveAttribute('href', '/mailbox');
    expect(mailbox).toHaveAccessibleDescription('3 new');
  });

  it('routes links through the RouterProvider and runs button items', async () => {
    const { navigate, onLogout } = renderSidebar();
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(navigate).toHaveBeenCalledWith('/reports', undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('asks to preload a page when the pointer rests on its link or the link gets focus', async () => {
    const onPreload = vi.fn();
    renderSidebar({
      children: (
        <SidebarSection>
          <SidebarItem href="/transactions" onPreload={onPreload}>
            Transactions
          </SidebarItem>
        </SidebarSection>
      ),
    });
    await userEvent.hover(screen.getByRole('link', { name: 'Transactions' }));
    expect(onPreload).toHaveBeenCalledOnce();
    await userEvent.unhover(screen.getByRole('link', { name: 'Transactions' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveFocus();
    expect(onPreload).toHaveBeenCalledTimes(2);
  });

  it('toggles a group as a disclosure wired to its panel', async () => {
    renderSidebar();
    const billing = screen.getByRole('button', { name: 'Billing' });
    expect(billing).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Rollings' })).not.toBeInTheDocument();
    await userEvent.click(billing);
    expect(billing).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(billing.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Rollings' })).toBeVisible();
  });

  it('renders a closed group’s items the first time it opens, and keeps them mounted', async () => {
    renderSidebar();
    const billing = screen.getByRole('button', { name: 'Billing' });
    const panel = document.getElementById(billing.getAttribute('aria-controls') ?? '');
    // Not merely hidden: a closed group costs nothing to render.
    expect(panel?.querySelectorAll('a')).toHaveLength(0);
    await userEvent.click(billing);
    const rollings = within(panel as HTMLElement).getByRole('link', { name: 'Rollings' });
    await userEvent.click(billing);
    expect(billing).toHaveAttribute('aria-expanded', 'false');
    expect(rollings).not.toBeVisible();
    await userEvent.click(billing);
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Rollings' })).toBe(rollings);
  });

  it('reports the expanded choice and relabels the toggle', async () => {
    const onExpandedChange = vi.fn();
    renderSidebar({ onExpandedChange });
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    const nav = screen.getByRole('navigation');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    await userEvent.click(toggle);
    expect(onExpandedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('starts as a rail on medium screens unless the remembered choice says expanded', () => {
    const { unmount } = renderSidebar({ screen: 'medium' });
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    unmount();
    renderSidebar({ screen: 'medium', defaultExpanded: true });
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('follows the controlled expanded prop', () => {
    renderSidebar({ screen: 'wide', expanded: false });
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation').parentElement).toHaveAttribute('data-collapsed');
  });

  it('keeps labels as names on the rail, and a group press expands the rail', async () => {
    renderSidebar({ screen: 'medium' });
    const panel = screen.getByRole('navigation').parentElement as HTMLElement;
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    const billing = screen.getByRole('button', { name: 'Billing' });
    await userEvent.click(billing);
    expect(panel).toHaveAttribute('data-peek');
    expect(billing).toHaveAttribute('aria-expanded', 'true');
  });

  it('is a modal drawer on narrow screens that Escape closes', async () => {
    renderSidebar({ screen: 'narrow' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Open navigation' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(within(dialog).getByRole('navigation')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the drawer with its close button', async () => {
    renderSidebar({ screen: 'narrow' });
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks German', () => {
    renderSidebar({}, 'de-DE');
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mailbox' })).toHaveAccessibleDescription('3 neu');
  });
});
