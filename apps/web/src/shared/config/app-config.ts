/** Values fixed at build time. One build per brand (SPEC §1 white-label), so the site id is baked in. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '0.1.0';
export const SITE_ID: string = import.meta.env.VITE_SITE_ID ?? 'demo';
/** SPEC §7 `client` header value. */
export const CLIENT_KIND = 'web';
