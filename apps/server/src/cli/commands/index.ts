import type { Command } from '../command.ts';
import { helpCommand } from './help.ts';
import { membersFreeze } from './members-freeze.ts';
import { membersList } from './members-list.ts';
import { membersUnfreeze } from './members-unfreeze.ts';
import { siteSet } from './site-set.ts';
import { withdrawalsApprove } from './withdrawals-approve.ts';
import { withdrawalsList } from './withdrawals-list.ts';
import { withdrawalsReject } from './withdrawals-reject.ts';
import { walletCredit, walletDebit } from './wallet-adjust.ts';
import { ledgerCheck } from './ledger-check.ts';
import { matchesFinish } from './matches-finish.ts';
import { matchesList } from './matches-list.ts';
import { matchesScore } from './matches-score.ts';
import { matchesVoid } from './matches-void.ts';
import { ticketsList } from './tickets-list.ts';

/** The command registry: a new command is one file in this folder plus one line here. */
export const COMMANDS: readonly Command[] = [
  membersList,
  membersFreeze,
  membersUnfreeze,
  siteSet,
  walletCredit,
  walletDebit,
  ledgerCheck,
  withdrawalsList,
  withdrawalsApprove,
  withdrawalsReject,
  matchesList,
  matchesScore,
  matchesFinish,
  matchesVoid,
  ticketsList,
  helpCommand(() => COMMANDS),
];

export const findCommand = (name: string): Command | undefined => COMMANDS.find((c) => c.name === name);
