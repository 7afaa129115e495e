import { memo } from 'react';
import { AimOutlined, GiftOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { currentLanguage, useT } from '../../../shared/i18n/index.ts';
import { CHAT_NS } from '../i18n.ts';
import type { ChatLine } from '../store/chat-reducer.ts';
import { teamNamesIn } from '../store/team-names.ts';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function VipBadge({ level }: { level: number }) {
  const t = useT(CHAT_NS);
  if (level <= 0) return null;
  return <span className="qc-vip">{t('vipTag', { level })}</span>;
}

/** Gift (10017) and prediction (10018) lines in words; the server's own text when the payload is unknown. */
function recordText(line: ChatLine, t: ReturnType<typeof useT>): string {
  const p = line.payload;
  if (line.kind === 'gift') {
    const gift = str(p.gift);
    const count = num(p.count);
    if (gift && count !== null)
      return t('giftLine', { name: line.nickname, gift: t(`gifts.${gift}`, { defaultValue: gift }), count });
  }
  if (line.kind === 'prediction') {
    const h = num(p.home);
    const a = num(p.away);
    const teams = teamNamesIn(currentLanguage(), p);
    if (h !== null && a !== null && teams)
      return t('predictLine', { name: line.nickname, home: teams.team_h, away: teams.team_c, h, a });
  }
  if (line.kind === 'prediction' || line.kind === 'gift') return `${line.nickname} ${line.content}`;
  return line.content;
}

/** One line of the room: own text on the right, others on the left, system and records centred. */
export const MessageLine = memo(function MessageLine({ line, mine }: { line: ChatLine; mine: boolean }) {
  const t = useT(CHAT_NS);
  const time = dayjs(line.createdAt).format('HH:mm');
  if (line.kind === 'system') {
    const local = str(line.payload.local);
    const name =
      line.payload.guest === true ? t('guestName', { no: line.nickname.replace(/\D/g, '') }) : line.nickname;
    const text =
      local === 'join' || local === 'welcome'
        ? t(local === 'join' ? 'joined' : 'welcome', { name })
        : line.content;
    return (
      <li className="qc-line qc-system" data-testid="chat-system-line">
        <span>{text}</span>
      </li>
    );
  }
  if (line.kind === 'gift' || line.kind === 'prediction') {
    return (
      <li className={`qc-line qc-record qc-${line.kind}`} data-testid={`chat-${line.kind}-line`}>
        {line.kind === 'gift' ? <GiftOutlined aria-hidden /> : <AimOutlined aria-hidden />}
        <span>{recordText(line, t)}</span>
        <time className="qc-time">{time}</time>
      </li>
    );
  }
  return (
    <li className={`qc-line qc-text${mine ? ' is-mine' : ''}`} data-testid="chat-message">
      <div className="qc-meta">
        <VipBadge level={line.vipLevel} />
        <span className="qc-name">{mine ? t('me') : line.nickname}</span>
        <time className="qc-time">{time}</time>
      </div>
      <div className="qc-bubble">{line.content}</div>
    </li>
  );
});
