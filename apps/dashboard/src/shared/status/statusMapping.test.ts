import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { badgeTones, statusGlyphs } from '@paydesk/ui';
import { describe, expect, it } from 'vitest';
import { statusAppearance, statusAppearanceOf } from './statusAppearance';
import { statusLabels } from './statusLabels';
import { humanizeStatus, statusLabelOf } from './useStatusLabel';
import { statusVocabularies, type StatusVocabulary } from './vocabularies';

const vocabularies = Object.entries(statusVocabularies) as [StatusVocabulary, readonly string[]][];

/** msgid → msgstr of a catalog (one-line entries, as `i18n:extract` writes short words). */
function catalog(locale: string): Map<string, string> {
  const po = readFileSync(
    join(import.meta.dirname, '../../locales', locale, 'messages.po'),
    'utf8',
  );
  const entries = po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm);
  return new Map([...entries].map(([, id, str]) => [JSON.parse(id!), JSON.parse(str!)]));
}

describe('the status mapping', () => {
  const english = catalog('en');
  const german = catalog('de');

  it.each(vocabularies)(
    'gives every %s status of the api-client a tone, a shape and words in English and German',
    (vocabulary, statuses) => {
      for (const status of statuses) {
        const { tone, glyph } = statusAppearanceOf(vocabulary, status);
        expect(badgeTones).toContain(tone);
        expect(statusGlyphs).toContain(glyph);
        const message = statusLabelOf(vocabulary, status)?.message;
        expect(message, `${vocabulary}/${status}`).toMatch(/\S/);
        expect(english.has(message!), `${message} extracted`).toBe(true);
        expect(german.get(message!), `${message} in German`).toMatch(/\S/);
      }
    },
  );

  it('has no entry for a status the api-client does not name', () => {
    for (const [vocabulary, statuses] of vocabularies) {
      expect(Object.keys(statusAppearance[vocabulary]).sort()).toEqual([...statuses].sort());
      expect(Object.keys(statusLabels[vocabulary]).sort()).toEqual([...statuses].sort());
    }
  });

  it("shows a new dispute as 'Confirmation needed', needing action, and a new payout as 'New'", () => {
    expect(statusLabelOf('dispute', 'new')?.message).toBe('Confirmation needed');
    expect(german.get('Confirmation needed')).toBe('Bestätigung erforderlich');
    expect(statusAppearanceOf('dispute', 'new').tone).toBe('warning');
    expect(statusLabelOf('payoutRequest', 'new')?.message).toBe('New');
  });

  it('marks every failure with the error shape', () => {
    const failureGlyphs = new Set(
      Object.values(statusAppearance)
        .flatMap((appearances) => Object.values(appearances))
        .filter(({ tone }) => tone === 'danger')
        .map(({ glyph }) => glyph),
    );
    expect([...failureGlyphs]).toEqual(['error']);
  });

  it.each([
    ['filter', 'successful', 'success'],
    ['filter', 'paid', 'success'],
    ['dispute', 'won', 'success'],
    ['filter', 'failed', 'danger'],
    ['transactionResult', 'fail', 'danger'],
    ['dispute', 'lost', 'danger'],
    ['filter', 'chargebacked', 'danger'],
    ['dispute', 'action-required', 'warning'],
    ['filter', 'pending', 'info'],
    ['transactionResult', 'processing', 'info'],
    ['filter', 'refunded', 'neutral'],
  ] as const)('maps %s %s to %s', (vocabulary, status, tone) => {
    expect(statusAppearanceOf(vocabulary, status).tone).toBe(tone);
  });

  it('treats an unknown status as neutral with humanized words', () => {
    expect(statusAppearanceOf('filter', 'under-review')).toEqual({
      tone: 'neutral',
      glyph: 'neutral',
    });
    expect(statusAppearanceOf('filter', 'toString').tone).toBe('neutral');
    expect(statusLabelOf('dispute', 'under-review')).toBeUndefined();
    expect(humanizeStatus('under-review')).toBe('Under review');
  });
});
