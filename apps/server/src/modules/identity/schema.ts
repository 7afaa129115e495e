import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const memberRef = (name = 'member_id') =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => members.id);

/**
 * Players. Personal fields (phone, e-mail, real name, birthday) are AES-GCM ciphertext from deps.crypto;
 * the `*_index` columns are blind indexes so "is this phone bound elsewhere" needs no decryption.
 * Lockout state lives here (not in memory) so it holds across server instances.
 */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id').notNull(),
    /** The public id answered to clients; random so it reveals nothing about the member count. */
    userId: text('user_id').notNull().unique(),
    name: text('name').notNull(),
    /** Usernames are unique per site regardless of case. */
    nameLower: text('name_lower').notNull(),
    passwordHash: text('password_hash').notNull(),
    withdrawPasswordHash: text('withdraw_password_hash'),
    areaCode: text('area_code').notNull().default(''),
    phoneEnc: text('phone_enc'),
    phoneIndex: text('phone_index'),
    emailEnc: text('email_enc'),
    emailIndex: text('email_index'),
    realNameEnc: text('real_name_enc'),
    birthdayEnc: text('birthday_enc'),
    gender: smallint('gender').notNull().default(0),
    avatar: text('avatar').notNull().default(''),
    rCode: text('r_code').notNull().default(''),
    iCode: text('i_code').notNull().default(''),
    domain: text('domain').notNull().default(''),
    vipLevel: integer('vip_level').notNull().default(0),
    status: text('status').notNull().default('active'),
    frozenReason: text('frozen_reason').notNull().default(''),
    frozenBy: text('frozen_by').notNull().default(''),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: ts('locked_until'),
    lastLoginAt: ts('last_login_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('members_site_name').on(t.siteId, t.nameLower),
    uniqueIndex('members_site_phone')
      .on(t.siteId, t.phoneIndex)
      .where(sql`${t.phoneIndex} is not null`),
    uniqueIndex('members_site_email')
      .on(t.siteId, t.emailIndex)
      .where(sql`${t.emailIndex} is not null`),
    check('members_status_check', sql`${t.status} in ('active', 'frozen')`),
    check('members_gender_check', sql`${t.gender} in (0, 1, 2)`),
  ],
);

/** Opaque member sessions; only the token's SHA-256 is stored so a database leak opens no session. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef(),
    tokenHash: text('token_hash').notNull().unique(),
    deviceId: text('device_id').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('member_sessions_member').on(t.memberId)],
);

/** Devices and IPs a member has proven (registration or a passed verification); kind is 'device' | 'ip'. */
export const memberKnownOrigins = pgTable(
  'member_known_origins',
  {
    memberId: memberRef(),
    kind: text('kind').notNull(),
    /** Blind index of the device id or IP: equality is all the risk check needs. */
    valueIndex: text('value_index').notNull(),
    firstSeenAt: ts('first_seen_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
  },
  (t) => [
    uniqueIndex('member_known_origins_key').on(t.memberId, t.kind, t.valueIndex),
    check('member_known_origins_kind_check', sql`${t.kind} in ('device', 'ip')`),
  ],
);

/** Every password login attempt; feeds the risky-pattern checks (many names from one IP, many accounts per device). */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    nameLower: text('name_lower').notNull(),
    ipIndex: text('ip_index').notNull(),
    deviceIndex: text('device_index').notNull(),
    success: boolean('success').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    index('login_events_ip_at').on(t.ipIndex, t.at),
    index('login_events_device_at').on(t.deviceIndex, t.at),
  ],
);

/**
 * Opened when a correct password meets a risk code (6025–6029): the member may then request a code to
 * the bound phone from this device (sendCode type 3) and log in with it. Wrong phone digits count here.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef(),
    deviceIndex: text('device_index').notNull(),
    riskCode: integer('risk_code').notNull(),
    phoneAttempts: integer('phone_attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    passedAt: ts('passed_at'),
  },
  (t) => [index('login_challenges_member_device').on(t.memberId, t.deviceIndex)],
);

/**
 * SMS / voice / e-mail codes, stored as an HMAC only. `target_index` is the blind index of the phone or
 * e-mail, shared by SMS and voice so the 60 s resend limit covers both. A newer code supersedes older ones.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id').notNull(),
    purpose: smallint('purpose').notNull(),
    targetIndex: text('target_index').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('verification_codes_target').on(t.siteId, t.targetIndex, t.createdAt)],
);

/**
 * One-use captcha state: 'picture' (answer = the text), 'slider' (answer = the gap's x), 'slider-pass'
 * (a passed slider's codeId/code pair, answer = code). Kept in the database so any instance can check it.
 */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    answer: text('answer').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    index('captchas_expires').on(t.expiresAt),
    check('captchas_kind_check', sql`${t.kind} in ('picture', 'slider', 'slider-pass')`),
  ],
);

/** register answers a ticket the automatic login spends (kaptchcate 99): one use, 5 min, same device. */
export const loginTickets = pgTable('login_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  memberId: memberRef(),
  deviceIndex: text('device_index').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Images a member uploaded (stored under DATA_DIR/uploads); addAvatar accepts only the member's own. */
export const memberUploads = pgTable(
  'member_uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef(),
    url: text('url').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('member_uploads_member').on(t.memberId)],
);
