import { describe, expect, it } from 'vitest';
import { formatFileSize, isAcceptedFile } from './files';

describe('formatFileSize', () => {
  it.each([
    [0, 'en-US', '0 byte'],
    [512, 'en-US', '512 byte'],
    [1536, 'en-US', '1.5 kB'],
    [2 * 1024 ** 2, 'en-US', '2 MB'],
    [2 * 1024 ** 3, 'en-US', '2 GB'],
    [2.5 * 1024 ** 3, 'de-DE', '2,5 GB'],
  ])('%i bytes in %s is %s', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('isAcceptedFile', () => {
  const pdf = { name: 'Report.PDF', type: 'application/pdf' };
  const png = { name: 'logo.png', type: 'image/png' };
  it('matches MIME types, wildcards and extensions, case-insensitively', () => {
    expect(isAcceptedFile(pdf, ['application/pdf'])).toBe(true);
    expect(isAcceptedFile(pdf, ['.pdf'])).toBe(true);
    expect(isAcceptedFile(png, ['image/*'])).toBe(true);
    expect(isAcceptedFile(png, ['.pdf', 'text/csv'])).toBe(false);
  });
  it('accepts everything with an empty list', () => {
    expect(isAcceptedFile(png, [])).toBe(true);
  });
});
