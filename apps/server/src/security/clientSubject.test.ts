import { describe, expect, it } from 'vitest';
import { clientSubject } from './clientSubject';

describe('clientSubject', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(clientSubject('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const subject = '2001:db8:aa:bb::/64';
    expect(clientSubject('2001:db8:aa:bb::1')).toBe(subject);
    expect(clientSubject('2001:0db8:00aa:00bb:ffff:ffff:ffff:fffe')).toBe(subject);
    expect(clientSubject('2001:DB8:AA:BB:1:2:3:4')).toBe(subject);
    expect(clientSubject('2001:db8:aa:bb:1::')).toBe(subject);
    expect(clientSubject('2001:db8:aa:bc::1')).not.toBe(subject);
    expect(clientSubject('::1')).toBe('0:0:0:0::/64');
    expect(clientSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientSubject('2001:db8:aa:bb::192.0.2.1')).toBe(subject);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientSubject('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('passes anything else through', () => {
    expect(clientSubject('')).toBe('');
    expect(clientSubject('not-an-address')).toBe('not-an-address');
  });
});
