import type { Command } from '../command.ts';
import { helpCommand } from './help.ts';
import { membersFreeze } from './members-freeze.ts';
import { membersList } from './members-list.ts';
import { membersUnfreeze } from './members-unfreeze.ts';
import { membersUnlock } from './members-unlock.ts';
import { membersLogout } from './members-logout.ts';
import { siteSet } from './site-set.ts';
import { withdrawalsApprove } from './withdrawals-approve.ts';
import { withdrawalsList } from './withdrawals-list.ts';
import { withdrawalsReject } from './withdrawals-reject.ts';
import { withdrawalsShow } from './withdrawals-show.ts';
import { depositsExceptions } from './deposits-exceptions.ts';
import { depositsResolve } from './deposits-resolve.ts';
import { walletCredit, walletDebit } from './wallet-adjust.ts';
import { ledgerCheck } from './ledger-check.ts';
import { matchesFinish } from './matches-finish.ts';
import { matchesList } from './matches-list.ts';
import { matchesScore } from './matches-score.ts';
import { matchesRestore } from './matches-restore.ts';
import { matchesVoid } from './matches-void.ts';
import { feedPush } from './feed-push.ts';
import { ticketsList } from './tickets-list.ts';
import { messagesSend } from './messages-send.ts';
import { noticesAdd } from './notices-add.ts';
import { noticesList } from './notices-list.ts';
import { noticesRemove } from './notices-remove.ts';
import { helpSet } from './help-set.ts';
import { helpReset } from './help-reset.ts';
import { feedbackList } from './feedback-list.ts';
import { feedbackReply } from './feedback-reply.ts';
import { feedbackClose } from './feedback-close.ts';
import { chatRooms } from './chat-rooms.ts';
import { chatMute } from './chat-mute.ts';
import { chatBlock } from './chat-block.ts';
import { chatClear } from './chat-clear.ts';
import { chatWords } from './chat-words.ts';
import { chatRoom } from './chat-room.ts';
import { chatNotify } from './chat-notify.ts';
import { auditList } from './audit-list.ts';
import { operatorsList } from './operators-list.ts';

/** The command registry: a new command is one file in this folder plus one line here. */
export const COMMANDS: readonly Command[] = [
  membersList,
  membersFreeze,
  membersUnfreeze,
  membersUnlock,
  membersLogout,
  siteSet,
  walletCredit,
  walletDebit,
  ledgerCheck,
  withdrawalsList,
  withdrawalsShow,
  withdrawalsApprove,
  withdrawalsReject,
  depositsExceptions,
  depositsResolve,
  matchesList,
  matchesScore,
  matchesFinish,
  matchesVoid,
  matchesRestore,
  feedPush,
  ticketsList,
  messagesSend,
  noticesList,
  noticesAdd,
  noticesRemove,
  feedbackList,
  feedbackReply,
  feedbackClose,
  helpSet,
  helpReset,
  chatRooms,
  chatMute,
  chatBlock,
  chatClear,
  chatWords,
  chatRoom,
  chatNotify,
  auditList,
  operatorsList,
  helpCommand(() => COMMANDS),
];

export const findCommand = (name: string): Command | undefined => COMMANDS.find((c) => c.name === name);
