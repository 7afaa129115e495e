import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ChatClientFrameSchema,
  ChatMsgId,
  Code,
  codeMessages,
  SitePath,
  StreamPath,
  type ChatRoom,
  SportCodeSchema,
  SportsClientMessageSchema,
  type SportsServerMessage,
} from '@qilin/contract';
import { forEachDatabase } from '../harness.ts';
import { registerAndLogin } from '../../src/modules/identity/test-support.ts';
import { closeAllChats, joinRoom, memberChat, type ChatClient } from '../../src/modules/chat/test-support.ts';
import { connectSports } from '../../src/modules/sports-feed/test-support.ts';
import { junk, nearValid, type JsonSchema } from './schema-arbitrary.ts';

/**
 * The two sockets under hostile frames: frames built from the client schemas (mostly well-shaped, sometimes
 * junk), resumes with any epoch and offset, and text that is not JSON. The server must answer with its
 * protocol's refusals, never the catch-all 6005, and keep serving: the socket still answers its heartbeat
 * and HTTP still answers afterwards.
 */
const schemaOf = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const notJson = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('{', '[1,2', 'null', '"x"', '{"msgId":', '\u0000', '{}'.repeat(50)),
);
const known = new Set(Object.keys(codeMessages).map(Number));
const RUNS = Number(process.env.QILIN_HOSTILE_RUNS ?? 12) * 10;
/** A longer hunt (QILIN_HOSTILE_RUNS) gets the time its round trips take: each frame batch waits for a pong. */
const PING_HUNT_MS = 60_000 + RUNS * 100;

forEachDatabase('sockets under hostile frames', (server) => {
  let chat: ChatClient;
  beforeAll(async () => {
    const account = await registerAndLogin(server());
    chat = await memberChat(server(), account);
    const rooms = await account.client.post<ChatRoom[]>(StreamPath.rooms, {});
    const rid = rooms.data?.[0]?.rid;
    if (rid) await joinRoom(chat, rid);
  });
  afterAll(() => closeAllChats());

  it('/ws/chat answers every frame with a known code, never 6005, and keeps its heartbeat', async () => {
    const frame = fc.oneof(
      { arbitrary: nearValid(schemaOf(ChatClientFrameSchema)).map((f) => JSON.stringify(f)), weight: 6 },
      {
        arbitrary: fc
          .record({ msgId: fc.constantFrom(...Object.values(ChatMsgId)), msgData: junk })
          .map((f) => JSON.stringify(f)),
        weight: 2,
      },
      { arbitrary: notJson, weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 5 }), async (frames) => {
        for (const text of frames) chat.ws.send(text);
        await chat.sync();
      }),
      { numRuns: RUNS / 5 },
    );
    const codes = chat.frames.flatMap((f) => (typeof f.code === 'number' ? [f.code] : []));
    expect(codes.filter((c) => !known.has(c))).toEqual([]);
    expect(chat.frames.filter((f) => f.code === Code.ServerError)).toEqual([]);
    expect((await server().post(SitePath.preInfo, {})).status_code).toBe(Code.Success);
  });

  it(
    '/ws/sports refuses bad messages in words and keeps answering ping',
    async () => {
      const sports = await connectSports(server().url);
      const channel = fc.oneof(
        fc.constantFrom('sport:FT', 'sport:BK', 'sport:ZZ', 'match:1', 'match:999999999'),
        fc.stringMatching(/^(sport:[A-Z]{2}|match:[A-Za-z0-9]{1,20})$/),
        fc.constantFrom(...SportCodeSchema.options.map((c) => `sport:${c}`)),
      );
      const resume = fc.dictionary(
        channel,
        fc.record({
          epoch: fc.oneof(fc.string({ maxLength: 12 }), junk),
          offset: fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER), junk),
        }),
        { maxKeys: 3 },
      );
      const message = fc.oneof(
        { arbitrary: nearValid(schemaOf(SportsClientMessageSchema)), weight: 4 },
        {
          arbitrary: fc.record({
            type: fc.constantFrom('subscribe', 'unsubscribe'),
            channels: fc.array(channel, { minLength: 1, maxLength: 4 }),
            resume,
          }),
          weight: 4,
        },
        { arbitrary: junk, weight: 1 },
      );
      const frame = fc.oneof(
        { arbitrary: message.map((m) => JSON.stringify(m)), weight: 8 },
        { arbitrary: notJson, weight: 1 },
      );
      // Counted as they come: recounting every message at each poll made a long hunt quadratic.
      let pongs = 0;
      sports.ws.on('message', (raw) => {
        if ((JSON.parse(String(raw)) as { type?: unknown }).type === 'pong') pongs += 1;
      });
      await fc.assert(
        fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 5 }), async (frames) => {
          const before = pongs;
          for (const text of frames) sports.ws.send(text);
          sports.send({ type: 'ping' });
          await sports.waitFor(() => pongs > before);
        }),
        { numRuns: RUNS / 5 },
      );
      const errors = sports.got.filter(
        (m): m is Extract<SportsServerMessage, { type: 'error' }> => m.type === 'error',
      );
      expect(errors.every((e) => typeof e.message === 'string' && e.message.length > 0)).toBe(true);
      sports.ws.close();
      expect((await server().post(SitePath.preInfo, {})).status_code).toBe(Code.Success);
    },
    PING_HUNT_MS,
  );
});
