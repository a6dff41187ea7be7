import { describe, expect, it } from 'vitest';
import { documentTitle, parentCrumbs } from './pageTitle';

describe('documentTitle', () => {
  it('puts the page before the product', () => {
    expect(documentTitle('Projects')).toBe('Projects · Paydesk');
  });

  it('is the product alone without a page title', () => {
    expect(documentTitle(undefined)).toBe('Paydesk');
  });
});

describe('parentCrumbs', () => {
  const titles: Record<string, { id: string }> = {
    '/transactions': { id: 'Transactions' },
    '/projects': { id: 'Projects' },
  };
  const titleOf = (path: string) => titles[path];

  it('links a detail page to its list, with the URL part of the list', () => {
    expect(parentCrumbs('/transactions/$transactionId', '/transactions/trx_1', titleOf)).toEqual([
      { title: { id: 'Transactions' }, href: '/transactions' },
    ]);
  });

  it('ignores a trailing slash of an index route', () => {
    expect(parentCrumbs('/projects/$projectId/', '/projects/p1/', titleOf)).toEqual([
      { title: { id: 'Projects' }, href: '/projects' },
    ]);
  });

  it('gives a top-level page and the home page no parents', () => {
    expect(parentCrumbs('/transactions/', '/transactions/', titleOf)).toEqual([]);
    expect(parentCrumbs('/', '/', titleOf)).toEqual([]);
  });

  it('skips parts that are no titled page', () => {
    expect(parentCrumbs('/reports/$id/$serviceName', '/reports/r1/card', titleOf)).toEqual([]);
  });
});
