import { describe, expect, it } from 'vitest';
import { missingTranslation } from './i18n';

describe('missingTranslation', () => {
  it('falls back to the capitalised last key segment', () => {
    expect(missingTranslation('de', 'page.transactions.title')).toBe('Title');
    expect(missingTranslation('de', 'refund')).toBe('Refund');
  });
});
