import { ChatMsgId } from '@qilin/contract';
import type { SportsFeedApi } from '../sports-feed/feed-api.ts';
import { frame, scorePush } from './frames.ts';
import type { Hub } from './hub.ts';
import type { ChatRepo } from './repo.ts';

/** How often the scores of the sport rooms' matches are compared (the short room list is re-read too). */
const CHECK_MS = 1_000;

/**
 * 10014: sport rooms get their match's score when it changes. Runs on the instance that runs the feed
 * simulator (its catalogue is the source of truth) and compares the score and state of a handful of
 * matches once a second — a map lookup each, plus one read of the few sport rooms — instead of parsing
 * every odds delta. A room seen for the first time gets the current score too. A change goes to the room
 * through the bus, so members on every instance get it.
 */
export const startScorePusher = (
  repo: ChatRepo,
  hub: Hub,
  feed: SportsFeedApi,
  onError: (e: unknown) => void,
) => {
  const last = new Map<string, string>();
  let busy = false;

  const check = async () => {
    const rooms = (await repo.sportRooms()).filter((r) => r.gameId);
    for (const room of rooms) {
      const m = feed.matchDetail(room.gameId);
      if (!m) continue;
      const key = `${m.sc_FT_H}:${m.sc_FT_C}:${m.gameStatus}`;
      const before = last.get(room.rid);
      last.set(room.rid, key);
      if (before === key) continue;
      await hub.publish({
        to: 'room',
        rid: room.rid,
        frame: frame(ChatMsgId.ScorePush, scorePush(room.rid, m)),
      });
    }
  };

  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    check()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
};
