import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from './security-headers';

describe('pageContentSecurityPolicy', () => {
  const policy = (adNetwork: boolean, https: boolean) =>
    pageContentSecurityPolicy({ nonce: 'abc123', adNetwork, https });

  it('lets scripts run from the site or with the nonce, never inline without it', () => {
    const scripts = /script-src ([^;]+)/.exec(policy(false, false))![1]!;
    expect(scripts.split(' ')).toEqual(["'self'", "'nonce-abc123'"]);
  });

  it('lets a page without a nonce (one the cache may keep) run files of the site and nothing inline', () => {
    const scripts = /script-src ([^;]+)/.exec(
      pageContentSecurityPolicy({ adNetwork: false, https: false }),
    )![1]!;
    expect(scripts.split(' ')).toEqual(["'self'"]);
  });

  it('names the ad network only when one is configured', () => {
    expect(policy(false, false)).not.toContain('googlesyndication');
    expect(/script-src ([^;]+)/.exec(policy(true, false))![1]).toContain(
      'https://pagead2.googlesyndication.com',
    );
  });

  it('upgrades insecure requests only on an https site', () => {
    expect(policy(false, true)).toContain('upgrade-insecure-requests');
    expect(policy(false, false)).not.toContain('upgrade-insecure-requests');
  });

  it('is never framed and loads no plugins', () => {
    expect(policy(true, true)).toContain("frame-ancestors 'none'");
    expect(policy(true, true)).toContain("object-src 'none'");
  });
});
