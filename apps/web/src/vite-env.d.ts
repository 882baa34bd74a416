/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin for builds served apart from the server; unset means same origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
