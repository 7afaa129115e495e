import { useState } from 'react';
import { Button, InputNumber, Popover, Space } from 'antd';
import {
  chatPredictionRange,
  chatPredictionsClosed,
  checkChatPrediction,
  type ChatRoom,
} from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { CHAT_NS } from '../i18n.ts';
import { chatClient } from '../socket/connection.ts';
import type { ChatScore } from '../store/chat-reducer.ts';
import { useChat } from '../store/chat-store.ts';

/**
 * The score prediction form (10018), judged by the server's rule (checkChatPrediction): no side below the
 * match's score as it stands (a score only grows), none above its sport's cap (a basketball side passes
 * 99, a tennis side stops at 3 sets). The inputs start at the current score and keep to the range; a goal
 * while the form is open can leave a value behind, which the message under the inputs says and the send
 * button refuses. Without a score push (its sport unknown) the server alone judges.
 */
export function PredictionForm({
  score,
  onSubmit,
}: {
  score: ChatScore | undefined;
  onSubmit: (home: number, away: number) => void;
}) {
  const t = useT(CHAT_NS);
  const match = score?.gameType ? { ...score, gameType: score.gameType } : null;
  const range = match ? chatPredictionRange(match) : null;
  const [home, setHome] = useState(() => range?.home.min ?? 0);
  const [away, setAway] = useState(() => range?.away.min ?? 0);
  const checked = match ? checkChatPrediction(match, { home, away }) : ({ ok: true } as const);
  const problem = checked.ok
    ? null
    : checked.reason === 'belowScore'
      ? t('predictBelowScore', { h: checked.home, a: checked.away })
      : t('predictTooHigh', { max: checked.max });
  return (
    <Space orientation="vertical" size={8}>
      <Space>
        <InputNumber
          aria-label={t('homeTeam')}
          min={range?.home.min ?? 0}
          max={range?.home.max}
          precision={0}
          value={home}
          onChange={(v) => setHome(v ?? range?.home.min ?? 0)}
          data-testid="chat-predict-home"
        />
        <span>:</span>
        <InputNumber
          aria-label={t('awayTeam')}
          min={range?.away.min ?? 0}
          max={range?.away.max}
          precision={0}
          value={away}
          onChange={(v) => setAway(v ?? range?.away.min ?? 0)}
          data-testid="chat-predict-away"
        />
      </Space>
      {problem ? (
        <div className="qc-reason is-error" role="alert" data-testid="chat-predict-reason">
          {problem}
        </div>
      ) : null}
      <Button
        type="primary"
        size="small"
        block
        disabled={problem !== null}
        onClick={() => onSubmit(home, away)}
        data-testid="chat-predict-send"
      >
        {t('predictSend')}
      </Button>
    </Space>
  );
}

/** A match over takes no more predictions (the server's rule, chatPredictionsClosed). */
const isOver = (score: ChatScore | undefined) =>
  score !== undefined && chatPredictionsClosed(score.gameStatus);

/**
 * The 竞猜比分 button of a sport room and its form, fresh at each opening (it starts at the score then). Not
 * offered once the room's match is over.
 */
export function PredictControl({ room }: { room: ChatRoom }) {
  const t = useT(CHAT_NS);
  const [open, setOpen] = useState(false);
  const score = useChat((s) => s.scores[room.rid]);
  if (isOver(score)) return null;
  const content = (
    <PredictionForm
      score={score}
      onSubmit={(home, away) => {
        chatClient.sendPrediction(room.gameId, home, away);
        setOpen(false);
      }}
    />
  );
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      content={content}
      title={t('predict')}
    >
      <Button size="small">{t('predict')}</Button>
    </Popover>
  );
}
