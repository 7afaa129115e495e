import { z } from 'zod';
import { MarketSchema, MatchSchema, SportCodeSchema } from './sports-feed.ts';

/**
 * /ws/sports (DESIGN §7): channels `sport:<SportCode>` (every match of a sport, main markets) and
 * `match:<gameId>` (one match, every market). Each channel has an epoch (changes when the server restarts
 * or the history is dropped) and an offset that increases by one per delta message.
 */
export const SportsChannelSchema = z
  .string()
  .regex(
    new RegExp(`^(sport:(${SportCodeSchema.options.join('|')})|match:[A-Za-z0-9]{1,20})$`),
    'unknown channel',
  );

export const SportsClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    channels: z.array(SportsChannelSchema).min(1).max(100),
    /** Where the client left off per channel: missed deltas are replayed, or a snapshot when too old. */
    resume: z.record(z.string(), z.object({ epoch: z.string(), offset: z.number().int() })).optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), channels: z.array(SportsChannelSchema).min(1).max(100) }),
  z.object({ type: z.literal('ping') }),
]);
export type SportsClientMessage = z.infer<typeof SportsClientMessageSchema>;

/** What changed on one match in one tick: only the fields that changed, markets whole. */
export const MatchDeltaSchema = MatchSchema.omit({ markets: true })
  .partial()
  .extend({
    gameId: z.string(),
    markets: z.array(MarketSchema).optional(),
    /** Markets gone since the last delta (closed lines). */
    removedMarkets: z.array(z.string()).optional(),
    /** The match left the channel (finished and settled, or void). */
    removed: z.boolean().optional(),
  });
export type MatchDelta = z.infer<typeof MatchDeltaSchema>;

export const SportsServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('snapshot'),
    channel: z.string(),
    epoch: z.string(),
    offset: z.number().int(),
    matches: z.array(MatchSchema),
  }),
  z.object({
    type: z.literal('delta'),
    channel: z.string(),
    epoch: z.string(),
    offset: z.number().int(),
    changes: z.array(MatchDeltaSchema),
  }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type SportsServerMessage = z.infer<typeof SportsServerMessageSchema>;
