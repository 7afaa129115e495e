import type { FeedbackStatus } from '@qilin/contract';

/** Waiting is the warm colour a player looks for; answered is the calm one. */
export const STATUS_COLOURS: Record<FeedbackStatus, string> = {
  open: 'orange',
  replied: 'green',
  closed: 'default',
};
