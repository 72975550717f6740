// `vite preview` compresses every answer with gzip at zlib's default level, which none of its
// options turns off: for the browser tests that was half of the preview's CPU, about 0.12 s of a
// core for each first load of a screen (1.5 MB of scripts and styles), on a machine whose two
// cores the tests already fill. With PREVIEW_COMPRESSION=off (the previews of
// playwright.config.ts) the app's own files go out as they are on disk; API answers still pass
// through with the browser's Accept-Encoding. Lighthouse, `npm run preview` and nginx keep gzip,
// as a deployment has it (docs/deploy.md; the nginx project checks it).

/**
 * Drops the Accept-Encoding of a request for the app's files, so that vite's compression, which
 * reads it after this, leaves the answer as it is.
 * @param {{ url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {unknown} _response
 * @param {() => void} next
 */
export function plainFiles(request, _response, next) {
  if (!request.url?.startsWith('/api/')) delete request.headers['accept-encoding'];
  next();
}

/** @returns {import('vite').Plugin} */
export function plainPreviewFiles() {
  return {
    name: 'plain-preview-files',
    configurePreviewServer(server) {
      // Added in the hook itself, it runs before vite's own middlewares.
      if (process.env.PREVIEW_COMPRESSION === 'off') server.middlewares.use(plainFiles);
    },
  };
}
