import { Code, RuleMessage } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { VenueOrderRow } from './order-repo.ts';
import type { VenueRow } from './registry.ts';

/** What a player reads about a venue transfer (SPEC §5, §8.3), in one place. */

/** Shown while a venue cannot be reached and nothing was moved. */
export const VENUE_UNREACHABLE = '场馆暂时无法连接，请稍后再试';
/** The venue has no record of the order and can no longer receive it. */
export const NOT_RECEIVED = '场馆未收到该笔转账';
/** The venue refused the order without a reason of its own. */
export const NOT_ACCEPTED = '场馆未受理该笔转账';
/** A recall the venue has not confirmed yet: the money follows without the player doing anything. */
export const RECALL_PENDING = '场馆确认中，稍后自动到账';

export const venueUnderMaintenance = (venue: VenueRow) => `${venue.venueName}维护中，请稍后再试`;

/** The player-facing refusal of a failed order (SPEC §8.3: the SPA shows it in a dialog). */
export const orderFailure = (order: VenueOrderRow, venue: VenueRow) => {
  if (order.attempts === 0 && order.message === RuleMessage.amountAboveBalance)
    return new AppError(Code.InvalidParameter, RuleMessage.amountAboveBalance);
  const reason = order.message || NOT_ACCEPTED;
  return new AppError(
    Code.BadGateway,
    order.ty === 1
      ? `转入${venue.venueName}失败：${reason}，资金已退回中心钱包`
      : `从${venue.venueName}转出失败：${reason}，资金已退回场馆钱包`,
  );
};
