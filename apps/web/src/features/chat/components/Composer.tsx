import { useEffect, useState } from 'react';
import { Button, Dropdown, Input, Space } from 'antd';
import { CHAT_MESSAGE_MAX, chatMessageLength, type ChatRoom } from '@qilin/contract';
import { bus } from '../../../shared/events/bus.ts';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { CHAT_NS } from '../i18n.ts';
import { chatClient } from '../socket/connection.ts';
import { speakBlock, type ChatSelf, type SpeakBlock } from '../store/chat-reducer.ts';
import { useChat } from '../store/chat-store.ts';
import { PredictControl } from './PredictControl.tsx';

const GIFTS = ['flower', 'cheer', 'trophy'] as const;

/** The time the input judges a mute by; moves on when the mute ends, so the input opens without a reload. */
function useNowUntil(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const left = Date.parse(until) - Date.now();
    // setTimeout holds at most ~24.8 days; a longer mute re-checks then.
    const id = setTimeout(() => setNow(Date.now()), Math.max(0, Math.min(left + 50, 2 ** 31 - 1)));
    return () => clearTimeout(id);
  }, [until]);
  return now;
}

function blockText(block: SpeakBlock, t: ReturnType<typeof useT>): string {
  switch (block.kind) {
    case 'muted':
      return t('mutedUntil', { time: formatDateTime(block.until) });
    case 'blocked':
      return t('blocked');
    case 'closed':
      return t('closed');
    case 'vip':
      return t('vipOnly', { level: block.level });
    case 'offline':
      return t('connecting');
    case 'guest':
      return t('guestHint');
  }
}

/** The input row: guests get a login button, blocked players the reason, refusals show above the input. */
export function Composer({ room, self }: { room: ChatRoom | undefined; self: ChatSelf | null }) {
  const t = useT(CHAT_NS);
  const refusal = useChat((s) => s.refusal);
  const clearRefusal = useChat((s) => s.clearRefusal);
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const now = useNowUntil(self?.mutedUntil ?? null);
  const block = speakBlock(self, room, now);

  const send = () => {
    clearRefusal();
    const sent = chatClient.sendMessage(text);
    if (sent.ok) {
      setText('');
      setHint(null);
    } else if (sent.reason === 'empty') setHint(t('empty'));
    else if (sent.reason === 'tooLong') setHint(t('tooLong', { max: CHAT_MESSAGE_MAX }));
    else setHint(t('pickRoom'));
  };

  if (block?.kind === 'guest') {
    return (
      <div className="qc-composer qc-guest">
        <span className="qc-reason">{t('guestHint')}</span>
        <Button type="primary" onClick={() => bus.emit('login')} data-testid="chat-login">
          {t('loginToSpeak')}
        </Button>
      </div>
    );
  }
  const disabled = block !== null;
  const note = block ? blockText(block, t) : refusal?.message || hint;
  return (
    <div className="qc-composer">
      {note ? (
        <div
          className={`qc-reason${block ? '' : ' is-error'}`}
          role={block ? 'status' : 'alert'}
          data-testid="chat-reason"
        >
          {note}
        </div>
      ) : null}
      <Space.Compact block>
        <Input
          value={text}
          disabled={disabled}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          count={{ show: !disabled, max: CHAT_MESSAGE_MAX, strategy: chatMessageLength }}
          onChange={(e) => {
            setText(e.target.value);
            if (hint) setHint(null);
          }}
          onPressEnter={(e) => {
            // An IME composing Chinese uses Enter to pick characters; that Enter is not a send.
            if (!e.nativeEvent.isComposing) send();
          }}
          data-testid="chat-input"
        />
        <Button type="primary" disabled={disabled} onClick={send} data-testid="chat-send">
          {t('send')}
        </Button>
      </Space.Compact>
      {!disabled && room ? (
        <div className="qc-extras">
          <Dropdown
            trigger={['click']}
            menu={{
              items: GIFTS.map((g) => ({ key: g, label: t(`gifts.${g}`) })),
              onClick: ({ key }) => chatClient.sendGift(key as (typeof GIFTS)[number], 1),
            }}
          >
            <Button size="small">{t('gift')}</Button>
          </Dropdown>
          {room.category === 'sport' && room.gameId ? <PredictControl room={room} /> : null}
        </div>
      ) : null}
    </div>
  );
}
