/**
 * SPEC §3: the register `domain` is the current site URL with the icode and rcode query parameters added
 * when present. We send the site root (origin + '/') rather than the whole address bar: the page path and
 * any other query are noise for attribution, and the field is bounded server-side.
 */
export const buildRegisterDomain = (
  href: string,
  codes: { iCode?: string | null; rCode?: string | null },
) => {
  const url = new URL('/', href);
  const iCode = codes.iCode?.trim();
  const rCode = codes.rCode?.trim();
  if (iCode) url.searchParams.set('icode', iCode);
  if (rCode) url.searchParams.set('rcode', rCode);
  return url.toString();
};
