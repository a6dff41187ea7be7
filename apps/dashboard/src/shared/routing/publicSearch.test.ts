import { describe, expect, it } from 'vitest';
import { optionalText, optionalWord, publicSearch } from './publicSearch';

describe('public search params', () => {
  it('reads text, and anything else as absent', () => {
    expect(optionalText('/projects')).toBe('/projects');
    expect(optionalText(123)).toBeUndefined();
    expect(optionalText(undefined)).toBeUndefined();
  });

  it('reads one of the given words, and anything else as absent', () => {
    const notice = optionalWord(['password-set', 'two-fa-on']);
    expect(notice('two-fa-on')).toBe('two-fa-on');
    expect(notice('other')).toBeUndefined();
    expect(notice(['two-fa-on'])).toBeUndefined();
  });

  it('leaves out the absent params and ignores unknown ones', () => {
    const validate = publicSearch((search) => ({
      redirect: optionalText(search.redirect),
      reason: optionalWord(['expired'])(search.reason),
    }));
    expect(validate({ redirect: '/disputes?status=open', reason: 'later', other: 1 })).toEqual({
      redirect: '/disputes?status=open',
    });
    expect(validate({})).toEqual({});
  });
});
