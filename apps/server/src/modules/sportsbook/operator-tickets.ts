import {
  Code,
  fenToYuan,
  type OperatorTicketSchema,
  type OperatorTicketsListRequestSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { TicketRepo } from './ticket-repo.ts';
import { toTicket } from './ticket-view.ts';

/** The operator's ticket list (tickets:list): newest first, with the member's name and any shortfall. */
export const createOperatorTickets = (deps: {
  repo: TicketRepo;
  directory: MemberDirectory;
  siteId: string;
  gate: OperatorGate;
}) => ({
  list: (op: Operator, body: z.infer<typeof OperatorTicketsListRequestSchema>, ip: string) =>
    deps.gate.run(op, 'matches.list', { action: 'tickets.list', target: body.username, ip }, () =>
      listTickets(deps, body),
    ),
});

const listTickets = async (
  deps: { repo: TicketRepo; directory: MemberDirectory; siteId: string },
  body: z.infer<typeof OperatorTicketsListRequestSchema>,
): Promise<{ list: z.infer<typeof OperatorTicketSchema>[] }> => {
  let memberId: number | undefined;
  if (body.username) {
    const member = await deps.directory.byName(deps.siteId, body.username);
    if (!member) throw new AppError(Code.NotFound, '会员不存在');
    memberId = member.memberId;
  }
  const tickets = await deps.repo.list({ memberId, status: body.status, limit: body.limit });
  const names = new Map<number, string>();
  for (const id of new Set(tickets.map((t) => t.ticket.memberId)))
    names.set(id, (await deps.directory.byId(id))?.name ?? String(id));
  return {
    list: tickets.map((t) => ({
      ...toTicket(t),
      username: names.get(t.ticket.memberId) ?? '',
      shortfall: fenToYuan(t.ticket.shortfall),
    })),
  };
};
