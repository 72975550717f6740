// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixedHeaders, machineConfig, readNginxConfig } from '../../scripts/nginx-config.mjs';

const config = readNginxConfig();
const headers = fixedHeaders(config);
const deployDoc = readFileSync('docs/deploy.md', 'utf8');

const MACHINE = {
  listen: '127.0.0.1:4443',
  serverName: '127.0.0.1',
  root: '"/tmp/app/dist"',
  certificate: '"/tmp/run/cert.pem"',
  key: '"/tmp/run/key.pem"',
  backend: '127.0.0.1:4020',
};

/** The rows of docs/deploy.md's header table: the header and the value column's text. */
function documentedHeaders() {
  return [...deployDoc.matchAll(/^\| `([A-Za-z-]+)` +\| (.+?) +\|/gm)].map(([, name, value]) => ({
    name: name!,
    value: value!,
  }));
}

describe('docs/nginx.conf', () => {
  it('sends the headers a page with tokens in local storage needs', () => {
    expect(headers['Content-Security-Policy']).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(headers['Content-Security-Policy']).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('is what docs/deploy.md tells: the same headers, each value the table gives the same', () => {
    const rows = documentedHeaders();
    expect(rows.map(({ name }) => name).sort()).toEqual(Object.keys(headers).sort());
    for (const { name, value } of rows) {
      const literal = /^`([^`]+)`$/.exec(value)?.[1];
      if (literal !== undefined) expect(headers[name], name).toBe(literal);
    }
  });

  it('is linked from docs/deploy.md, not copied into it', () => {
    expect(deployDoc).toContain('](nginx.conf)');
    expect(deployDoc).not.toMatch(/^```nginx/m);
  });

  it('reads only headers with a value of their own: Cache-Control by path is not one', () => {
    expect(
      fixedHeaders(
        [
          'add_header Cache-Control $cache_control;',
          '    add_header X-One "a; b" always;',
          'add_header X-Two "c";',
          '# add_header X-Three "d";',
        ].join('\n'),
      ),
    ).toEqual({ 'X-One': 'a; b', 'X-Two': 'c' });
  });
});

describe('machineConfig', () => {
  it("changes only the machine's parts: the address of listen, the names, paths and backend", () => {
    const before = config.split('\n');
    const after = machineConfig(config, MACHINE).split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after
      .filter((line, index) => line !== before[index])
      .map((line) => line.trim());
    expect(changed).toEqual([
      'server 127.0.0.1:4020;',
      'listen 127.0.0.1:4443 ssl http2;',
      'server_name 127.0.0.1;',
      'root "/tmp/app/dist";',
      'ssl_certificate "/tmp/run/cert.pem";',
      'ssl_certificate_key "/tmp/run/key.pem";',
    ]);
  });

  it('refuses a file without one of those parts, or with one twice', () => {
    expect(() => machineConfig(config.replace(/^\s*root .*$/m, ''), MACHINE)).toThrow(
      'expected one `root`, found 0',
    );
    const twice = config.replace(/^(\s*listen .*)$/m, '$1\n$1');
    expect(() => machineConfig(twice, MACHINE)).toThrow('expected one `listen`, found 2');
  });
});
