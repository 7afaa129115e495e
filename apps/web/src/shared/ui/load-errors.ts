/**
 * The browser's wording for a module it could not fetch: Chromium "Failed to fetch dynamically imported
 * module", Firefox "error loading dynamically imported module", Safari "Importing a module script failed".
 */
const CHUNK_FAILURE = /dynamically imported module|importing a module script failed/i;

/** Whether a page's or a dialog's code did not arrive (the network), rather than failing once it ran. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);
