import { describe, expect, it } from 'vitest';
import { documentTitle } from './pageTitle';

describe('documentTitle', () => {
  it('puts the page before the product', () => {
    expect(documentTitle('Projects')).toBe('Projects · Paydesk');
  });

  it('is the product alone without a page title', () => {
    expect(documentTitle(undefined)).toBe('Paydesk');
  });
});
