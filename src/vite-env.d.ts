/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of a real backend; empty to call the API on the app's own origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
