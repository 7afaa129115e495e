import { expect, it } from 'vitest';
import { DevPath } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { outboxMessages } from './schema.ts';

interface Outbox {
  messages: { to: string; channel: string; text: string; code: string | null; at: string }[];
}

forEachDatabase('notify: the dev outbox', (server) => {
  it('records messages and answers them newest first, only for the asked recipient', async () => {
    const now = server().deps.now();
    await server()
      .deps.db.insert(outboxMessages)
      .values([
        {
          to: '13800000001',
          channel: 'sms',
          text: 'first 111111',
          code: '111111',
          at: new Date(now.getTime() - 1000),
        },
        { to: '13800000001', channel: 'voice', text: 'second 222222', code: '222222', at: now },
        { to: 'Other@Example.com', channel: 'email', text: 'mail', code: null, at: now },
      ]);
    const res = await fetch(`${server().url}${DevPath.outbox}?to=13800000001`);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as Outbox;
    expect(body.messages.map((m) => m.code)).toEqual(['222222', '111111']);
    expect(body.messages[0]).toMatchObject({ to: '13800000001', channel: 'voice', text: 'second 222222' });
    expect(new Date(body.messages[0]?.at ?? '').getTime()).toBe(now.getTime());
    const mail = (await (
      await fetch(`${server().url}${DevPath.outbox}?to=Other%40Example.com`)
    ).json()) as Outbox;
    expect(mail.messages).toHaveLength(1);
    expect((await fetch(`${server().url}${DevPath.outbox}`)).status).toBe(400);
  });
});
