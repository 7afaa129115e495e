import { useLayoutEffect, useRef } from 'react';
import { Button } from 'antd';
import { useT } from '../../../shared/i18n/index.ts';
import { CHAT_NS } from '../i18n.ts';
import { chatClient } from '../socket/connection.ts';
import type { ChatLine, HistoryState } from '../store/chat-reducer.ts';
import { useChat } from '../store/chat-store.ts';
import { MessageLine } from './MessageLine.tsx';

const NEAR_BOTTOM_PX = 80;

/**
 * The room's lines, newest at the bottom. It follows new lines while the player is at the bottom, and keeps
 * the place when an older page is put in front. At most MAX_LINES lines exist, so no virtual list is needed.
 */
export function MessageList({
  rid,
  lines,
  history,
  selfId,
}: {
  rid: string;
  lines: ChatLine[];
  history: HistoryState | undefined;
  selfId: string | null;
}) {
  const t = useT(CHAT_NS);
  const historyLoading = useChat((s) => s.historyLoading);
  const box = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const before = useRef<{ first: string | undefined; height: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = before.current;
    if (prev && prev.first !== lines[0]?.id && !atBottom.current) {
      // Older lines went in front: keep the line the player was reading where it was.
      el.scrollTop = prev.top + (el.scrollHeight - prev.height);
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = { first: lines[0]?.id, height: el.scrollHeight, top: el.scrollTop };
  }, [lines]);

  // A new room starts at its newest line.
  useLayoutEffect(() => {
    atBottom.current = true;
  }, [rid]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    before.current = { first: lines[0]?.id, height: el.scrollHeight, top: el.scrollTop };
  };

  const loadEarlier = () => {
    historyLoading(rid);
    chatClient.history(history?.next ?? 1);
  };

  return (
    <ol className="qc-list" ref={box} onScroll={onScroll} aria-live="polite" data-testid="chat-list">
      {history && !history.done && lines.length > 0 ? (
        <li className="qc-earlier">
          <Button size="small" type="link" loading={history.loading} onClick={loadEarlier}>
            {t('loadEarlier')}
          </Button>
        </li>
      ) : history?.done && history.next > 2 ? (
        // Said only after the player did load earlier pages; a short room needs no such line.
        <li className="qc-earlier qc-muted">{t('noEarlier')}</li>
      ) : null}
      {lines.length === 0 ? <li className="qc-empty">{t('noMessages')}</li> : null}
      {lines.map((line) => (
        <MessageLine key={line.id} line={line} mine={Boolean(selfId) && line.userId === selfId} />
      ))}
    </ol>
  );
}
