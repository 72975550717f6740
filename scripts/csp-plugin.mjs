// Puts a Content-Security-Policy into the built index.html: the policy docs/nginx.conf sends,
// where scripts come only from the app's own origin (no inline script, no eval) and API calls go
// only to the app's origin and the configured API. A meta tag cannot carry `frame-ancestors`
// (browsers ignore it there): the page's copy leaves it out.
import { fixedHeaders, readNginxConfig } from './nginx-config.mjs';

const CSP = 'Content-Security-Policy';

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`VITE_API_BASE_URL is not a URL: ${url}`);
  }
}

/** The headers docs/nginx.conf sends with a fixed value: the security headers. */
function deployedHeaders() {
  const headers = fixedHeaders(readNginxConfig());
  if (!headers[CSP]) throw new Error(`docs/nginx.conf sends no ${CSP}`);
  return headers;
}

/** `policy` with the API's origin allowed to `connect-src`, if the API lives elsewhere. */
function withApiOrigin(policy, apiBaseUrl) {
  if (!apiBaseUrl) return policy;
  const apiOrigin = originOf(apiBaseUrl);
  return policy
    .split('; ')
    .map((part) => (part.startsWith('connect-src ') ? `${part} ${apiOrigin}` : part))
    .join('; ');
}

/**
 * Response headers a page with tokens in local storage needs from its server, as docs/nginx.conf
 * sends them: a meta tag cannot carry them (browsers ignore `frame-ancestors` there, and the
 * others are headers only). `vite preview` sends them, so every e2e test runs under them.
 */
export function securityHeaders(apiBaseUrl = '') {
  const headers = deployedHeaders();
  return { ...headers, [CSP]: withApiOrigin(headers[CSP], apiBaseUrl) };
}

/** The policy of the page's meta tag: the header's, without what a meta tag cannot carry. */
export function contentSecurityPolicy(apiBaseUrl = '') {
  const policy = securityHeaders(apiBaseUrl)[CSP];
  return policy
    .split('; ')
    .filter((part) => !part.startsWith('frame-ancestors '))
    .join('; ');
}

export function cspPlugin(apiBaseUrl) {
  const policy = contentSecurityPolicy(apiBaseUrl);
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
