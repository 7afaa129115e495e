/*
 * "The server answers again", heard by the API client: a call answered after calls that got none. Live
 * sockets waiting out a long back-off listen here, so they come back with the first answered call instead
 * of up to 30 s later.
 */
const listeners = new Set<() => void>();

export function onServerReachable(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function noteServerReachable(): void {
  listeners.forEach((listener) => listener());
}
