import { describe, expect, it } from 'vitest';
import { VerbatimI18n } from './verbatimValues';

const i18n = new VerbatimI18n({});
i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('VerbatimI18n', () => {
  it.each([
    '\\u003cimg src=x onerror=alert(1)>',
    'C:\\x41\\new',
    'a\uE000b\uE000e\\',
    'plain name.pdf',
  ])('shows the interpolated value %j as typed', (name) => {
    expect(i18n._({ id: 'file', message: 'File {name}', values: { name } })).toBe(`File ${name}`);
    expect(i18n._('file', { name }, { message: 'File {name}' })).toBe(`File ${name}`);
    expect(i18n.t({ id: 'file', message: 'File {name}', values: { name } })).toBe(`File ${name}`);
  });

  it('still decodes escapes written in the message itself', () => {
    expect(i18n._({ id: 'nbsp', message: 'a\\u00a0b' })).toBe('a\u00a0b');
  });
});
