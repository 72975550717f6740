// Puts a Content-Security-Policy into the built index.html: scripts only from the app's own
// origin (no inline script, no eval), API calls only to the app's origin and the configured API.
// Styles allow 'unsafe-inline' because antd writes its theme's CSS variables into <style>
// elements.
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`VITE_API_BASE_URL is not a URL: ${url}`);
  }
}

export function contentSecurityPolicy(apiBaseUrl = '') {
  const apiOrigin = apiBaseUrl ? originOf(apiBaseUrl) : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Response headers a page with tokens in local storage needs from its server (docs/deploy.md).
 * A meta tag cannot carry them: browsers ignore `frame-ancestors` there, and the others are
 * headers only. `vite preview` sends them, so the e2e run checks what a deployment must send.
 */
export function securityHeaders(apiBaseUrl = '') {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(apiBaseUrl)}; frame-ancestors 'none'`,
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
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
