// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/csp-plugin.mjs';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('Content-Security-Policy of the built page', () => {
  it('allows scripts only from the app itself: no inline script, no eval', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('lets the app call only its own origin, plus the configured API origin', () => {
    expect(directive(contentSecurityPolicy(), 'connect-src')).toBe("connect-src 'self'");
    expect(directive(contentSecurityPolicy('https://api.example.ru/base/'), 'connect-src')).toBe(
      "connect-src 'self' https://api.example.ru",
    );
  });

  it('refuses an API base that is not a URL', () => {
    expect(() => contentSecurityPolicy('not a url')).toThrow('VITE_API_BASE_URL');
  });

  it('forbids framing in the header policy, which a meta tag cannot do', () => {
    const headers = securityHeaders('https://api.example.ru/');
    const policy = headers['Content-Security-Policy'] ?? '';
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.example.ru");
    expect(contentSecurityPolicy()).not.toContain('frame-ancestors');
  });
});
