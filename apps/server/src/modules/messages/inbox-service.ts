import {
  Code,
  LetterTypeSchema,
  type Letter,
  type LetterListRequest,
  type LetterListResponse,
  type LetterType,
  type UnreadCounts,
} from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { InboxLetter, InboxScope, LetterRepo } from './letter-repo.ts';

type Language = RequestContext['language'];

/** Registration times never change, so they are remembered; the cap only bounds memory. */
const REGISTERED_CACHE_MAX = 50_000;

const NOT_FOUND = '站内信不存在';

/** A letter in the caller's language: zh-TW from translations where present, else the zh-CN columns. */
export const presentLetter = (row: InboxLetter, language: Language): Letter => {
  const t = language === 'zh-CN' ? undefined : row.translations[language];
  return {
    id: String(row.id),
    type: LetterTypeSchema.catch('notice').parse(row.type),
    title: t?.title || row.title,
    body: t?.body || row.body,
    // The row keeps the operator's login name for the audit; a player is told only that staff sent it.
    sender: row.sender === 'system' ? 'system' : 'operator',
    broadcast: row.memberId === null,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
};

/** SPEC §3's fields from per-(type, audience) counts; `total` is their sum. */
export const toUnreadCounts = (rows: { type: string; broadcast: boolean; n: number }[]): UnreadCounts => {
  const counts: UnreadCounts = {
    brnotice_count: 0,
    bractivity_count: 0,
    brbulletin_count: 0,
    brmatch_count: 0,
    brfd_count: 0,
    notice_count: 0,
    activity_count: 0,
    fd_count: 0,
    total: 0,
  };
  for (const r of rows) {
    const type = LetterTypeSchema.safeParse(r.type);
    if (!type.success) continue;
    // Personal bulletin/match letters cannot be sent (messages:send refuses them); were one written
    // anyway it still counts, in its broadcast bucket, so the badge never hides an unread letter.
    const personalField = { notice: 'notice_count', activity: 'activity_count', fd: 'fd_count' } as const;
    const field =
      !r.broadcast && type.data in personalField
        ? personalField[type.data as keyof typeof personalField]
        : (`br${type.data}_count` as const);
    counts[field] += r.n;
    counts.total += r.n;
  }
  return counts;
};

/**
 * The member's inbox (site/letter/*). Every call works within the caller's scope (their own letters and
 * the site's broadcasts since they registered); an id outside it answers 6004, exactly as an unknown id.
 */
export const createInboxService = (deps: Deps, repo: LetterRepo, members: () => MemberDirectory) => {
  const registered = new Map<number, Date>();

  const scope = async (member: Member): Promise<InboxScope> => {
    let at = registered.get(member.memberId);
    if (!at) {
      at = (await members().self(member)).registeredAt;
      if (registered.size >= REGISTERED_CACHE_MAX) registered.clear();
      registered.set(member.memberId, at);
    }
    return { memberId: member.memberId, siteId: member.siteId, registeredAt: at };
  };

  const parseIds = (ids: readonly string[]): number[] => [...new Set(ids.map(Number))];

  const unread = async (member: Member): Promise<UnreadCounts> =>
    toUnreadCounts(await repo.unreadCounts(await scope(member)));

  return {
    unread,

    async list(member: Member, q: LetterListRequest, language: Language): Promise<LetterListResponse> {
      const s = await scope(member);
      const { list, total } = await repo.page(s, q, q.pageNum, q.pageSize);
      return {
        list: list.map((l) => presentLetter(l, language)),
        total,
        pageNum: q.pageNum,
        pageSize: q.pageSize,
      };
    },

    async read(member: Member, id: string, language: Language): Promise<Letter> {
      const s = await scope(member);
      const [row] = await repo.visibleByIds(s, parseIds([id]));
      if (!row) throw new AppError(Code.NotFound, NOT_FOUND);
      const at = deps.now();
      if (!row.readAt) await repo.markRead(member.memberId, [row.id], at);
      return presentLetter({ ...row, readAt: row.readAt ?? at }, language);
    },

    /** All or nothing: one id that is not the caller's refuses the whole request. */
    async remove(member: Member, ids: readonly string[]): Promise<{ deleted: number }> {
      const s = await scope(member);
      const wanted = parseIds(ids);
      const rows = await repo.visibleByIds(s, wanted);
      if (rows.length !== wanted.length) throw new AppError(Code.NotFound, NOT_FOUND);
      await repo.markDeleted(member.memberId, wanted, deps.now());
      return { deleted: wanted.length };
    },

    async readAll(member: Member, type: LetterType | undefined): Promise<UnreadCounts> {
      await repo.markAllRead(await scope(member), type, deps.now());
      return unread(member);
    },
  };
};

export type InboxService = ReturnType<typeof createInboxService>;
