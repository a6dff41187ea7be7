import { describe, expect, it } from 'vitest';
import { badgeTones } from '../Badge/Badge';
import { statusStrings } from './intl';
import { statusAppearance, statusAppearanceOf, statusGlyphs, statusTone } from './statusTone';
import { humanizeStatus, statusLabelKey } from './useStatusLabel';
import { statusVocabularies, type StatusVocabulary } from './vocabularies';

const entries = Object.entries(statusVocabularies) as [StatusVocabulary, readonly string[]][];

describe('status vocabularies', () => {
  it('hold the SPEC §4 words in the SPEC counts', () => {
    expect(statusVocabularies.dispute).toHaveLength(8);
    expect(statusVocabularies.filter).toHaveLength(22);
    expect(statusVocabularies.team).toEqual(['active', 'invite-sent']);
    expect(statusVocabularies.generic).toHaveLength(7);
    expect(statusVocabularies.transactionResult).toEqual([
      'fail',
      'partial',
      'processing',
      'success',
    ]);
  });
});

describe('the status mapping', () => {
  it.each(entries)(
    'gives every %s status a tone, a glyph and a label in every locale',
    (vocabulary, words) => {
      for (const status of words) {
        const { tone, glyph } = statusAppearanceOf(status, vocabulary);
        expect(badgeTones).toContain(tone);
        expect(statusGlyphs).toContain(glyph);
        const key = statusLabelKey(status, vocabulary);
        expect(key, status).toBeDefined();
        for (const strings of Object.values(statusStrings)) {
          expect(strings[key!], `${vocabulary}/${status}`).toMatch(/\S/);
        }
      }
    },
  );

  it('has no entry for a word that no vocabulary uses', () => {
    const used = new Set(entries.flatMap(([, words]) => words));
    expect(Object.keys(statusAppearance).filter((status) => !used.has(status))).toEqual([]);
  });

  it("shows a new dispute as 'Confirmation needed', needing action", () => {
    expect(statusStrings['en-US'][statusLabelKey('new', 'dispute')!]).toBe('Confirmation needed');
    expect(statusTone('new', 'dispute')).toBe('warning');
    expect(statusStrings['en-US'][statusLabelKey('new', 'generic')!]).toBe('New');
  });

  it('marks every failure with the error shape', () => {
    const failureGlyphs = new Set(
      Object.values(statusAppearance)
        .filter(({ tone }) => tone === 'danger')
        .map(({ glyph }) => glyph),
    );
    expect([...failureGlyphs]).toEqual(['error']);
  });

  it.each([
    ['successful', 'success'],
    ['paid', 'success'],
    ['won', 'success'],
    ['failed', 'danger'],
    ['fail', 'danger'],
    ['lost', 'danger'],
    ['chargebacked', 'danger'],
    ['action-required', 'warning'],
    ['pending', 'info'],
    ['processing', 'info'],
    ['refunded', 'neutral'],
  ] as const)('maps %s to %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('treats an unknown status as neutral with humanized words', () => {
    expect(statusTone('under-review')).toBe('neutral');
    expect(statusLabelKey('under-review')).toBeUndefined();
    expect(humanizeStatus('under-review')).toBe('Under review');
  });
});
