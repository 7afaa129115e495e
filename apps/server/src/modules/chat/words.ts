import type { ChatRepo } from './repo.ts';

const MASK = '***';
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The banned-word list per site, cached with one compiled pattern. A message containing a banned word is
 * not refused: each occurrence is replaced by *** (case-insensitive) before it is stored and sent, so the
 * room reads on and the word never appears. Reloaded when the bus says the list changed.
 */
export const createWordFilter = (repo: ChatRepo) => {
  const cache = new Map<string, Promise<RegExp | null>>();
  const load = (siteId: string) => {
    let p = cache.get(siteId);
    if (!p) {
      p = repo.words(siteId).then((words) =>
        words.length
          ? new RegExp(
              // Longest first, so a word containing another is masked whole.
              [...words]
                .sort((a, b) => b.length - a.length)
                .map(escape)
                .join('|'),
              'giu',
            )
          : null,
      );
      p.catch(() => cache.delete(siteId));
      cache.set(siteId, p);
    }
    return p;
  };
  return {
    async mask(siteId: string, text: string): Promise<string> {
      const re = await load(siteId);
      return re ? text.replace(re, MASK) : text;
    },
    invalidate(siteId: string) {
      cache.delete(siteId);
    },
  };
};

export type WordFilter = ReturnType<typeof createWordFilter>;
