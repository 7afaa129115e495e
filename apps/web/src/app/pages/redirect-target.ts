/**
 * SPEC §2.1 /redirect/:path re-enters a page (e.g. to reload it after a change). The target comes from the
 * URL, so only same-site paths are accepted: anything that could leave the site goes home instead.
 */
export function redirectTarget(param: string | undefined, search: string): string {
  let path: string;
  try {
    path = decodeURIComponent(param ?? '');
  } catch {
    return '/';
  }
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.startsWith('//') || path.includes('\\') || /^\/[a-z][a-z0-9+.-]*:/i.test(path)) return '/';
  if (path.startsWith('/redirect/')) return '/'; // no loops
  return path + search;
}
