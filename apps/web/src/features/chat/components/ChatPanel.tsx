import { useEffect, useMemo } from 'react';
import { Select, Spin, Tabs } from 'antd';
import { useT } from '../../../shared/i18n/index.ts';
import { useChatRooms } from '../api.ts';
import { CHAT_NS } from '../i18n.ts';
import { chatClient } from '../socket/connection.ts';
import { useChat } from '../store/chat-store.ts';
import { defaultRoom, type ChatPlacement } from '../store/room-choice.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { ScoreBanner } from './ScoreBanner.tsx';
import '../chat.css';

/**
 * The chat panel (SPEC §4 chat socket): room tabs from StreamPath.rooms, the room's lines, and the input.
 * Mounting it opens the page's chat socket; the last panel to unmount closes it.
 */
export function ChatPanel({ placement = 'home' }: { placement?: ChatPlacement }) {
  const t = useT(CHAT_NS);
  const roomsQuery = useChatRooms();
  const rooms = useChat((s) => s.rooms);
  const currentRid = useChat((s) => s.currentRid);
  const self = useChat((s) => s.self);
  const connection = useChat((s) => s.connection);
  const lines = useChat((s) => (currentRid ? s.messages[currentRid] : undefined));
  const history = useChat((s) => (currentRid ? s.history[currentRid] : undefined));
  const score = useChat((s) => (currentRid ? s.scores[currentRid] : undefined));
  const destroyed = useChat((s) => s.destroyed);
  const setRooms = useChat((s) => s.setRooms);
  const select = useChat((s) => s.select);

  useEffect(() => chatClient.retain(), []);
  useEffect(() => {
    if (roomsQuery.data) setRooms(roomsQuery.data);
  }, [roomsQuery.data, setRooms]);

  const initial = useMemo(() => defaultRoom(rooms, currentRid, placement), [rooms, currentRid, placement]);
  useEffect(() => {
    // Join once the rooms are known (and again after a destroyed room left the player without one).
    if (!initial || (initial === currentRid && chatClient.room === initial)) return;
    select(initial);
    chatClient.join(initial);
  }, [initial, currentRid, select]);

  const room = rooms.find((r) => r.rid === currentRid);
  const choose = (rid: string) => {
    select(rid, true);
    chatClient.join(rid);
  };

  return (
    <section className={`qc-panel qc-${placement}`} aria-label={t('title')} data-testid="chat-panel">
      <header className="qc-head">
        <strong>{t('title')}</strong>
        <span className="qc-sub">{placement === 'home' ? t('subtitle') : null}</span>
        <span className={`qc-online is-${connection}`} data-testid="chat-online">
          {connection === 'online' && room
            ? t('online', { count: room.online })
            : connection === 'connecting'
              ? t('connecting')
              : t('offline')}
        </span>
      </header>
      {rooms.length > 0 && placement === 'sport' ? (
        // The side column is narrow: a picker shows every room where tabs would hide most of them.
        <div className="qc-rooms qc-picker">
          <Select
            value={currentRid ?? undefined}
            onChange={choose}
            aria-label={t('pickRoom')}
            popupMatchSelectWidth
            style={{ width: '100%' }}
            data-testid="chat-room-picker"
            options={rooms.map((r) => ({
              value: r.rid,
              label: r.status === 'closed' ? `${r.name}（${t('roomClosedTag')}）` : r.name,
            }))}
          />
        </div>
      ) : rooms.length > 0 ? (
        <Tabs
          size="small"
          className="qc-rooms"
          activeKey={currentRid ?? undefined}
          onChange={choose}
          items={rooms.map((r) => ({
            key: r.rid,
            label: (
              <span data-testid={`chat-room-${r.rid}`}>
                {r.name}
                {r.status === 'closed' ? <span className="qc-closed">{t('roomClosedTag')}</span> : null}
              </span>
            ),
          }))}
        />
      ) : null}
      {destroyed ? (
        <div className="qc-reason is-error" role="alert">
          {t('destroyed')}
        </div>
      ) : null}
      {score && room?.category === 'sport' ? <ScoreBanner score={score} /> : null}
      <div className="qc-body">
        {roomsQuery.isPending ? (
          <Spin className="qc-spin" />
        ) : rooms.length === 0 ? (
          <div className="qc-empty">{t('noRooms')}</div>
        ) : currentRid ? (
          <MessageList
            rid={currentRid}
            lines={lines ?? []}
            history={history}
            selfId={self?.guest ? null : (self?.userId ?? null)}
          />
        ) : (
          <div className="qc-empty">{t('pickRoom')}</div>
        )}
      </div>
      <Composer room={room} self={self} />
    </section>
  );
}
