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
