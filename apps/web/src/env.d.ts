/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** White-label site id sent as x-site-id (SPEC §7); one build per brand. */
  readonly VITE_SITE_ID?: string;
  /** Client version sent in the `version` header; vite.config.ts fills it from package.json. */
  readonly VITE_APP_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
