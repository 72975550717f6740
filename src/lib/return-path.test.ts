import { describe, expect, it } from 'vitest';
import { afterSignIn, readLoginState, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a page of the app with its query', () => {
    expect(safeReturnPath('/routes/3')).toBe('/routes/3');
    expect(safeReturnPath('/routes?category=lte10&category=lte20&page=2')).toBe(
      '/routes?category=lte10&category=lte20&page=2',
    );
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/routes?firstWaypoint=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0')).toBe(
      '/routes?firstWaypoint=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0',
    );
  });

  it.each([
    'https://evil.example/routes',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '//evil.example/routes?x=1',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    ' /routes',
    '/ /evil.example',
    '/\u2028/evil.example',
    '/\u0000/evil.example',
    '/x/..//evil.example',
    '/.//evil.example',
    'routes/3',
    '',
    '?next=/',
    '#/routes',
  ])('refuses %j: it is not a page of this app', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each(['/login', '/login?next=/routes', '/login/', '/./login', '/routes/../login'])(
    'refuses %j: the sign-in page leads to /',
    (value) => expect(safeReturnPath(value)).toBeNull(),
  );

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 3, ['/routes'], { pathname: '/routes' }]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it('keeps an encoded slash as a path, not a host', () => {
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('after sign-in', () => {
  const ended = { from: '/routes/3', user: 'ivanova.a', ended: true };

  it('goes back to the page of the link, whoever signs in', () => {
    const guard = readLoginState({ from: '/routes?category=lte10' });
    expect(afterSignIn(guard, 'petrov.p')).toBe('/routes?category=lte10');
  });

  it('goes back to the page where the session ended for the same user, to / for another', () => {
    expect(afterSignIn(readLoginState(ended), 'ivanova.a')).toBe('/routes/3');
    expect(afterSignIn(readLoginState(ended), 'petrov.p')).toBe('/');
  });

  it('goes to / from /login itself, or with a path that is not the app’s', () => {
    expect(afterSignIn(readLoginState(null), 'ivanova.a')).toBe('/');
    expect(afterSignIn(readLoginState({ from: '//evil.example' }), 'ivanova.a')).toBe('/');
    expect(afterSignIn(readLoginState('/routes/3'), 'ivanova.a')).toBe('/');
  });

  it('reads only what it knows from the state', () => {
    expect(readLoginState({ from: '/routes', user: 7, ended: 'yes' })).toEqual({
      from: '/routes',
      user: null,
      ended: false,
    });
  });
});
