import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipInAnyRange, ipInRange, isIpRange, parseIpRange } from '../src/contract/ipRanges.js';

describe('parseIpRange', () => {
  it.each([
    '203.0.113.7',
    '203.0.113.0/24',
    '0.0.0.0/0',
    '2001:db8::1',
    '2001:db8::/32',
    '::',
    '::1',
    '::/0',
    '::ffff:192.0.2.1',
    'fe80::1:2:3:4',
    '1:2:3:4:5:6:7:8',
    ' 10.0.0.1 ',
  ])('accepts %s', (text) => expect(isIpRange(text)).toBe(true));

  it.each([
    '',
    '256.0.0.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.4/33',
    '1.2.3.4/',
    '1.2.3.4/-1',
    '1.2.3.4/8/8',
    '2001:db8::/129',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    '1:2:3:4:5:6:7::8',
    '12345::',
    'g::1',
    'example.com',
    '10.0.0.1 10.0.0.2',
  ])('refuses %s', (text) => expect(parseIpRange(text)).toBeNull());

  it('reads the prefix of a single address as the full length', () => {
    expect(parseIpRange('10.0.0.1')?.prefix).toBe(32);
    expect(parseIpRange('::1')?.prefix).toBe(128);
  });
});

describe('ipInRange', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24', true],
    ['203.0.114.7', '203.0.113.0/24', false],
    ['10.1.2.3', '10.0.0.0/15', true],
    ['10.2.0.0', '10.0.0.0/15', false],
    ['10.0.0.1', '10.0.0.1', true],
    ['10.0.0.2', '10.0.0.1', false],
    ['8.8.8.8', '0.0.0.0/0', true],
    ['2001:db8:1::5', '2001:db8::/32', true],
    ['2001:db9::5', '2001:db8::/32', false],
    ['::ffff:203.0.113.7', '203.0.113.0/24', true],
    ['203.0.113.7', '2001:db8::/32', false],
    ['not an ip', '0.0.0.0/0', false],
  ] as const)('%s in %s is %s', (address, range, expected) =>
    expect(ipInRange(address, range)).toBe(expected),
  );

  it('matches any of several ranges', () => {
    expect(ipInAnyRange('192.0.2.9', ['10.0.0.0/8', '192.0.2.0/28'])).toBe(true);
    expect(ipInAnyRange('192.0.2.99', ['10.0.0.0/8', '192.0.2.0/28'])).toBe(false);
    expect(ipInAnyRange('192.0.2.9', [])).toBe(false);
  });

  const ipv4 = fc
    .tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255))
    .map((parts) => parts.join('.'));

  it('every IPv4 address lies in its own /n range, for every n', () => {
    fc.assert(
      fc.property(ipv4, fc.integer({ min: 0, max: 32 }), (address, prefix) => {
        expect(ipInRange(address, `${address}/${prefix}`)).toBe(true);
      }),
    );
  });

  it('an address outside a /n range differs from it within the first n bits', () => {
    fc.assert(
      fc.property(ipv4, ipv4, fc.integer({ min: 0, max: 32 }), (address, network, prefix) => {
        const bits = (text: string) =>
          text
            .split('.')
            .map((part) => Number(part).toString(2).padStart(8, '0'))
            .join('');
        const same = bits(address).slice(0, prefix) === bits(network).slice(0, prefix);
        expect(ipInRange(address, `${network}/${prefix}`)).toBe(same);
      }),
    );
  });

  it('an IPv6 address written in full or shortened reads the same', () => {
    const group = fc.nat(0xffff).map((n) => n.toString(16));
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), (groups) => {
        const full = groups.join(':');
        const shortened = full.replace(/(^|:)0(:0)+(:|$)/, '::');
        expect(ipInRange(shortened, full)).toBe(true);
      }),
    );
  });
});
