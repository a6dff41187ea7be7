import { describe, expect, it } from 'vitest';
import { savedViewListOf, searchOf, shareLink, viewHref, viewIdOf } from './viewUrl';

const view = {
  id: 'svw_1',
  attributes: { search: { status: '["failed"]', q: 'order 7' } },
} as unknown as Parameters<typeof viewHref>[1];

describe('saved views in the address', () => {
  it('knows a list by its path, not its detail pages or lists without views', () => {
    expect(savedViewListOf('/transactions')).toBe('transactions');
    expect(savedViewListOf('/disputes/')).toBe('disputes');
    expect(savedViewListOf('/transactions/tx_1')).toBeNull();
    expect(savedViewListOf('/settings')).toBeNull();
    expect(savedViewListOf('/constructor')).toBeNull();
  });

  it('keeps the list parameters without the view, and puts the view back beside them', () => {
    expect(searchOf('?status=%5B%22failed%22%5D&view=svw_1')).toEqual({ status: '["failed"]' });
    const href = viewHref('/transactions', view);
    expect(href).toBe('/transactions?status=%5B%22failed%22%5D&q=order+7&view=svw_1');
    expect(viewIdOf(href.slice(href.indexOf('?')))).toBe('svw_1');
    expect(searchOf(href.slice(href.indexOf('?')))).toEqual(view.attributes.search);
  });

  it('shares the list with only the view named', () => {
    expect(
      shareLink({ origin: 'https://app.paydesk.test', pathname: '/transactions' }, 'svw_1'),
    ).toBe('https://app.paydesk.test/transactions?view=svw_1');
  });
});
