import { effectiveEdition, useEdition, type Edition } from '../../shared/edition/store.ts';
import { useSiteConfig } from '../../features/site/index.ts';

/**
 * The edition actually shown (SPEC §2.5 guard 5: the theme follows the chosen edition). Until pre-info
 * arrives the stored choice is used, so a professional player does not see a light flash on every load.
 */
export function useActiveEdition(): { edition: Edition; allowed: boolean } {
  const chosen = useEdition((s) => s.edition);
  const allowed = useSiteConfig()?.editionsAllowed ?? true;
  return { edition: effectiveEdition(chosen, allowed), allowed };
}
