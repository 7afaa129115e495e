import { siteLocalTime, siteMidnight } from '@qilin/contract';
import { CliError } from './client.ts';
import { textFlag } from './text-flag.ts';

const DATE = /^(\d{4}-\d{2}-\d{2})$/;
const LOCAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const AGO = /^(\d{1,5})([mhd])$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** The site's wall clock written back, to tell 2026-02-30 (which Date rolls over) from a real day. */
const exists = (at: Date, local: string) =>
  Number.isFinite(at.getTime()) && siteLocalTime(at).startsWith(local);

/**
 * An instant as operators type it, on the site's clock (GMT+8, as the CLI prints times): `2026-05-01`,
 * `2026-05-01 08:30[:00]`, an ISO time with its zone, or a time ago (`30m`, `2h`, `7d`). A bare date is
 * that day's 00:00, or with `endOfDay` the next day's (an inclusive --until). null when unreadable.
 */
export const parseSiteInstant = (text: string, now: Date, endOfDay = false): Date | null => {
  const ago = AGO.exec(text);
  if (ago) return new Date(now.getTime() - Number(ago[1]) * UNIT_MS[ago[2] as keyof typeof UNIT_MS]);
  const date = DATE.exec(text);
  if (date) {
    const at = siteMidnight(text, endOfDay ? 1 : 0);
    return exists(siteMidnight(text), text) ? at : null;
  }
  const local = LOCAL.exec(text);
  if (local) {
    const wall = `${local[1]}T${local[2]}${local[3] ?? ':00'}`;
    // The time of day counted from the site's midnight of that date (siteMidnight knows the site's zone).
    const ofDay = Date.parse(`1970-01-01T${wall.slice(11)}Z`);
    const at = new Date(siteMidnight(local[1] ?? '').getTime() + ofDay);
    return exists(at, wall) ? at : null;
  }
  if (ZONED.test(text)) {
    const at = new Date(text);
    return Number.isFinite(at.getTime()) ? at : null;
  }
  return null;
};

/** A time flag as an ISO instant for the API; undefined when absent, exit 2 when unreadable. */
export const timeFlag = (
  flags: Record<string, string>,
  name: string,
  now: Date,
  endOfDay = false,
): string | undefined => {
  const text = textFlag(flags, name);
  if (text === undefined) return undefined;
  const at = parseSiteInstant(text.trim(), now, endOfDay);
  if (!at)
    throw new CliError(
      `--${name} 须是日期或时间（北京时间）：2026-05-01、"2026-05-01 08:30"、ISO 时间，或 30m、2h、7d（多久以前）`,
      2,
    );
  return at.toISOString();
};
