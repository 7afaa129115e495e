/**
 * Lets non-React code (the API client, dialogs) navigate with the router instead of reloading the page.
 * The app registers the router's navigate on start; before that we fall back to a full page load.
 */
type Navigator = (to: string, opts?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

export function setNavigator(fn: Navigator | null): void {
  navigator = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  if (navigator) navigator(to, opts);
  else if (opts?.replace) location.replace(to);
  else location.assign(to);
}
