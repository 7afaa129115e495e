import type { Deps } from '../../platform/deps.ts';
import type { LetterInsert, LetterRepo } from './letter-repo.ts';
import type { LetterInput, LetterSender } from './letter-sender.ts';

export const toInsert = (input: LetterInput, at: Date): LetterInsert => ({
  siteId: input.siteId,
  memberId: input.memberId,
  type: input.type,
  title: input.title,
  body: input.body,
  translations: input.translations ?? {},
  sender: input.sender ?? 'system',
  dedupeKey: input.dedupeKey ?? null,
  createdAt: at,
});

/**
 * The inbox's LetterSender. A letter is a courtesy around the caller's real work (a credit, a payout, a
 * settlement), so a failure here is logged and swallowed rather than failing that work.
 */
export const createLetterSender = (deps: Deps, repo: LetterRepo): LetterSender => {
  const sendMany = async (inputs: readonly LetterInput[]): Promise<void> => {
    if (inputs.length === 0) return;
    try {
      const at = deps.now();
      await repo.insert(inputs.map((i) => toInsert(i, at)));
    } catch (err) {
      deps.log.error(
        { err, count: inputs.length, dedupeKey: inputs[0]?.dedupeKey },
        'writing inbox letters failed',
      );
    }
  };
  return { send: (input) => sendMany([input]), sendMany };
};
