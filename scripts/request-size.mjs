// A link to the routes of one import names each of them (`/routes?ids=…`, docs/contract.md): an
// import of 5 000 routes makes a request line of 30–40 kB. Node's servers refuse request headers
// over 16 kB (431), nginx's default buffer is 8 kB (414); the project's servers, and the nginx of
// docs/nginx.conf, take up to 64 kB.
export const MAX_REQUEST_HEADERS_BYTES = 64 * 1024;

/** `env` for a child process whose Node servers take such requests too (vite, Prism). */
export const withLongRequests = (env) => ({
  ...env,
  NODE_OPTIONS: [env.NODE_OPTIONS, `--max-http-header-size=${MAX_REQUEST_HEADERS_BYTES}`]
    .filter(Boolean)
    .join(' '),
});
