import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Publish/subscribe between server instances: in-process by default, Redis when REDIS_URL is set.
 * Modules publish JSON payloads on named channels (chat rooms, member events, operator actions).
 */
export interface Bus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: (payload: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const createMemoryBus = (): Bus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      emitter.emit(channel, structuredClone(payload));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
};

/**
 * Redis fan-out. A publish reaches this instance's own subscribers before it returns (so a change is
 * visible locally at once, as with the memory bus) and every other instance through Redis; each instance
 * ignores the echo of its own messages.
 */
export const createRedisBus = (
  url: string,
  prefix: string,
  onError: (error: Error) => void = () => {},
): Bus => {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // The ready check sends INFO, which a connection already in subscriber mode refuses; subscriptions are
  // replayed by ioredis on reconnect, so the subscriber does without it.
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3, enableReadyCheck: false });
  pub.on('error', onError);
  sub.on('error', onError);
  const instanceId = randomUUID();
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const deliver = (channel: string, payload: unknown) => {
    for (const h of handlers.get(channel) ?? []) h(structuredClone(payload));
  };
  sub.on('message', (fullChannel: string, message: string) => {
    const { from, payload } = JSON.parse(message) as { from: string; payload: unknown };
    if (from !== instanceId) deliver(fullChannel.slice(prefix.length + 1), payload);
  });
  return {
    async publish(channel, payload) {
      deliver(channel, payload);
      await pub.publish(`${prefix}:${channel}`, JSON.stringify({ from: instanceId, payload }));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(`${prefix}:${channel}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await sub.unsubscribe(`${prefix}:${channel}`);
        }
      };
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
};
