/**
 * SPEC §2.5 guard 3 sends a member without a bound phone or real name from a page that needs them to the
 * security centre. The navigation carries this state, so the page can say why the player is there.
 */
export const BIND_REQUIRED_STATE = { bindRequired: true } as const;

export const arrivedForBinding = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { bindRequired?: unknown }).bindRequired === true;
