import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { matchingPages, type SearchPage } from './pages';

const label = (text: string): MessageDescriptor => ({ id: text, message: text });
const name = (descriptor: MessageDescriptor) => descriptor.message ?? descriptor.id;

const pages: SearchPage[] = [
  { id: 'transactions', label: label('Transactions'), href: '/transactions' },
  { id: 'payouts', label: label('Processing payouts'), group: label('Billing'), href: '/payouts' },
  { id: 'api-keys', label: label('API keys'), group: label('Developers'), href: '/api-keys' },
  { id: 'settings', label: label('Settings'), href: '/settings' },
];

const ids = (text: string) => matchingPages(pages, text, name).map((page) => page.id);

describe('matchingPages', () => {
  it('matches "go to settings" by its words, the filler left out', () => {
    expect(ids('go to settings')).toEqual(['settings']);
    expect(ids('Gehe zu Settings')).toEqual(['settings']);
    expect(ids('sett')).toEqual(['settings']);
  });

  it('needs every word to begin a word of the page or its group', () => {
    expect(ids('payouts')).toEqual(['payouts']);
    expect(ids('billing payouts')).toEqual(['payouts']);
    expect(ids('api dev')).toEqual(['api-keys']);
    expect(ids('api settings')).toEqual([]);
    expect(ids('ttings')).toEqual([]);
  });

  it('finds nothing for filler alone or digits', () => {
    expect(ids('go to')).toEqual([]);
    expect(ids('4242')).toEqual([]);
  });
});
