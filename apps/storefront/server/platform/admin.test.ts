import { describe, expect, it } from 'vitest';

import { isAllowedAddress, parseAllowList, sameSecret } from './admin';

describe('operator allow-list', () => {
  it('defaults to the loopback addresses, IPv4-mapped included', () => {
    const list = parseAllowList(undefined);
    expect(isAllowedAddress(list, '127.0.0.1')).toBe(true);
    expect(isAllowedAddress(list, '::1')).toBe(true);
    expect(isAllowedAddress(list, '::ffff:127.0.0.1')).toBe(true);
    expect(isAllowedAddress(list, '10.0.0.1')).toBe(false);
    expect(isAllowedAddress(list, undefined)).toBe(false);
    expect(isAllowedAddress(list, 'not-an-ip')).toBe(false);
  });

  it('takes addresses and CIDR ranges, and refuses a typo', () => {
    const list = parseAllowList('10.1.2.3, 192.168.0.0/16, fd00::/8');
    expect(isAllowedAddress(list, '10.1.2.3')).toBe(true);
    expect(isAllowedAddress(list, '10.1.2.4')).toBe(false);
    expect(isAllowedAddress(list, '192.168.44.5')).toBe(true);
    expect(isAllowedAddress(list, '::ffff:192.168.1.1')).toBe(true);
    expect(isAllowedAddress(list, 'fd12::1')).toBe(true);
    expect(isAllowedAddress(list, '127.0.0.1')).toBe(false);
    expect(() => parseAllowList('10.0.0.300')).toThrow(/not an IP address/);
    expect(() => parseAllowList('10.0.0.0/33')).toThrow(/prefix length/);
  });
});

describe('sameSecret', () => {
  it('compares whole secrets, whatever their lengths', () => {
    expect(sameSecret('s3cret-token', 's3cret-token')).toBe(true);
    expect(sameSecret('s3cret-token', 's3cret-tokeN')).toBe(false);
    expect(sameSecret('s3cret', 's3cret-token')).toBe(false);
    expect(sameSecret('', 's3cret-token')).toBe(false);
  });
});
