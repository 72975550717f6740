/** The header that names a browser test's own store on the backend (scopes.ts). */
export const SCOPE_HEADER = 'x-backend-scope';
