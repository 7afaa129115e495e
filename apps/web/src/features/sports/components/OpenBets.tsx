import { Fragment } from 'react';
import { Empty, Flex, Tag, Typography } from 'antd';
import type { Ticket } from '@qilin/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { SPORTS_NS } from '../i18n.ts';
import { legSelectionText } from '../lines.ts';
import { useOpenBets } from '../queries.ts';
import { ticketOddsText } from '../ticket-odds.ts';
import { CashOutButton } from './CashOutButton.tsx';

/** 投注金额 ¥100, then 风险金额 ¥90 when the risk differs from the stake, then 预计派彩 ¥190. */
const ticketMoneyParts = (ticket: Ticket, t: ReturnType<typeof useT>) => [
  `${t('ticket.stake')} ¥${formatMoney(ticket.stake)}`,
  ...(ticket.risk !== ticket.stake ? [t('ticket.risk', { amount: formatMoney(ticket.risk) })] : []),
  t('ticket.potential', { amount: formatMoney(ticket.potentialReturn) }),
];

export function OpenTicket({ ticket }: { ticket: Ticket }) {
  const t = useT(SPORTS_NS);
  return (
    <div className="qs-slip-entry" data-testid="open-bet">
      <Flex justify="space-between" gap={6}>
        <Typography.Text strong>
          {t(`openBets.${ticket.type === 'parlay' ? 'parlay' : 'single'}`)}
        </Typography.Text>
        {ticket.statusText ? (
          <Tag color={ticket.status === 'confirming' ? 'gold' : 'blue'}>{ticket.statusText}</Tag>
        ) : null}
      </Flex>
      {ticket.legs.map((l, i) => (
        <Typography.Text key={i} style={{ fontSize: 12 }}>
          {t(`play.${l.w}`, { context: l.gameType })} {legSelectionText(l, t)} @
          {/* A single reads at the price the player took, in its format; a parlay's legs multiply in decimal. */}
          {ticket.type === 'parlay' ? l.odds.toFixed(2) : ticketOddsText(ticket.displayOdds)} · {l.team_h} vs{' '}
          {l.team_c}
        </Typography.Text>
      ))}
      <Flex justify="space-between" align="center" gap={8}>
        {/* The bet record's words and amounts: the stake as entered, and the risk when it differs. In the
            narrow slip column the line wraps between its parts, never inside one (预计 / 派彩 ¥190). */}
        <Typography.Text type="secondary" style={{ fontSize: 12, minWidth: 0 }}>
          {ticketMoneyParts(ticket, t).map((part, i, parts) => (
            <Fragment key={i}>
              {i > 0 ? ' ' : null}
              <span style={{ whiteSpace: 'nowrap' }} data-testid="open-bet-money">
                {i < parts.length - 1 ? `${part} ·` : part}
              </span>
            </Fragment>
          ))}
        </Typography.Text>
        {ticket.status === 'accepted' ? <CashOutButton ticketId={ticket.ticket_id} /> : null}
      </Flex>
    </div>
  );
}

/** Open (unsettled) tickets with cash-out (issue 4 §7: "Open bets tab with cash-out"). */
export function OpenBets() {
  const t = useT(SPORTS_NS);
  const bets = useOpenBets();
  const list = bets.data?.list ?? [];
  return (
    <section className="qs-panel" aria-label={t('openBets.title')}>
      <Typography.Text strong style={{ display: 'block', padding: '10px 12px' }}>
        {t('openBets.title')} ({list.length})
      </Typography.Text>
      {list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('openBets.empty')}
          style={{ paddingBottom: 16 }}
        />
      ) : (
        list.map((ticket) => <OpenTicket key={ticket.ticket_id} ticket={ticket} />)
      )}
    </section>
  );
}
