import type { LetterType } from '@qilin/contract';

/** A letter to one member (`memberId`) or to every member of the site (`memberId: null`). */
export interface LetterInput {
  siteId: string;
  memberId: number | null;
  type: LetterType;
  /** zh-CN texts; `translations['zh-TW']` carries the alternate language. */
  title: string;
  body: string;
  translations?: Record<string, { title?: string; body?: string }>;
  /** 'system' (the default) or the operator's username. */
  sender?: string;
  /** A platform event's own key (`deposit:<orderNo>`): the same key never sends twice. */
  dedupeKey?: string;
}

/**
 * What other modules use to write to a member's inbox (welcome, deposit credited, withdrawal reviewed,
 * bet settled, feedback replied). Sending never fails the caller's own operation: errors are logged.
 */
export interface LetterSender {
  send(input: LetterInput): Promise<void>;
  /** Many letters in bulk inserts (settlement batches); same guarantees as `send`. */
  sendMany(inputs: readonly LetterInput[]): Promise<void>;
}
