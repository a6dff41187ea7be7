import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { PageTrail } from './PageTrail';
import { renderRoutes } from './renderRoutes.testing';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const title = (message: string) => ({ title: { id: message, message } });

function Transaction() {
  usePageTitle('trx_42');
  return null;
}

function renderAt(path: string) {
  const root = createRootRoute({
    component: () => (
      <>
        <header>
          <PageTrail />
        </header>
        <Outlet />
      </>
    ),
  });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', staticData: title('Dashboard') }),
    createRoute({ getParentRoute: () => root, path: '/settings', staticData: title('Settings') }),
    createRoute({
      getParentRoute: () => root,
      path: '/transactions/',
      staticData: title('Transactions'),
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/transactions/$transactionId',
      staticData: title('Transaction'),
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/transactions/$transactionId/named',
      staticData: title('Transaction'),
      component: Transaction,
    }),
  ];
  return renderRoutes(root.addChildren(routes), path);
}

describe('PageTrail', () => {
  it('names a top-level page in plain text, not as a second heading', async () => {
    renderAt('/settings');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Settings')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a detail page below its list as breadcrumbs', async () => {
    renderAt('/transactions/trx_42');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(trail).getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe(
      '/transactions',
    );
    expect(
      within(trail).getByRole('link', { name: 'Transaction' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it("uses the page's own name for the current crumb", async () => {
    renderAt('/transactions/trx_42/named');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    const current = await within(trail).findByRole('link', { name: 'trx_42' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('follows navigation', async () => {
    const router = renderAt('/settings');
    expect(await screen.findByText('Settings')).toBeTruthy();
    await act(() => router.navigate({ to: '/transactions' as never }));
    expect(await screen.findByText('Transactions')).toBeTruthy();
    expect(screen.queryByText('Settings')).toBeNull();
  });
});
