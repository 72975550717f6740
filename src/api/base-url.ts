/**
 * Where the API answers: empty by default, the app's own origin (proxied in development). A module
 * of its own, so that a page's early script can call the API without the client's code.
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';
