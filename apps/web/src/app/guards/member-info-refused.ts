import { ApiError } from '../../shared/api/api-error.ts';

/**
 * SPEC §2.5 guard 2 logs the member out when the member info fails. Only the server's own refusal counts:
 * a request that got no answer (the page reloading or navigating away mid-request, a network drop, a
 * timeout, a proxy's error page) says nothing about the session, and logging out on it ended valid
 * sessions whenever a player reloaded while the call was in flight. The next navigation asks again.
 */
export const memberInfoRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'business';
