import { create } from 'zustand';
import { storage, type Edition } from '../storage/storage.ts';

export type { Edition } from '../storage/storage.ts';

interface EditionState {
  /** What the player chose; see effectiveEdition for what is shown. */
  edition: Edition;
  setEdition: (edition: Edition) => void;
  toggle: () => void;
}

/** SPEC §4 edition: classic (light, default) or professional (dark); the choice persists. */
export const useEdition = create<EditionState>()((set, get) => ({
  edition: storage.edition.get(),
  setEdition: (edition) => {
    storage.edition.set(edition);
    set({ edition });
  },
  toggle: () => get().setEdition(get().edition === 'classic' ? 'professional' : 'classic'),
}));

/** SPEC §1: when the site does not allow editions, classic is forced whatever the player chose. */
export function effectiveEdition(chosen: Edition, editionsAllowed: boolean): Edition {
  return editionsAllowed ? chosen : 'classic';
}
