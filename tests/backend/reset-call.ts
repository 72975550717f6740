/** Not part of the contract: a test resets its scope here, with the backend's token (reset.ts). */
export const RESET_PATH = '/__backend/reset';
export const RESET_TOKEN_HEADER = 'X-Backend-Token';
