/** @jest-environment node */
import { clientKey, trustProxyFromEnv } from './clientAddress';

describe('clientKey', () => {
  it('keys IPv4 by address, IPv6 by its /64, IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey('not an address')).toBe('not an address');
  });
});

describe('trustProxyFromEnv', () => {
  it('takes nothing, a hop count or a list of addresses and CIDRs', () => {
    for (const none of [undefined, '', 'false', '0']) expect(trustProxyFromEnv(none)).toBeUndefined();
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('10.0.0.0/8, 192.168.1.7,2001:db8::/32')).toEqual(['10.0.0.0/8', '192.168.1.7', '2001:db8::/32']);
  });

  it('refuses true, saying why and what to give instead', () => {
    expect(() => trustProxyFromEnv('true')).toThrow(/any client could name its own address.*TRUST_PROXY=1/);
  });

  it('refuses an entry that is not an address or CIDR', () => {
    expect(() => trustProxyFromEnv('10.0.0.0/8,proxy.internal')).toThrow('TRUST_PROXY: proxy.internal is neither a hop count nor a proxy address or CIDR');
    expect(() => trustProxyFromEnv('10.0.0.0/99')).toThrow(/10\.0\.0\.0\/99/);
  });
});
