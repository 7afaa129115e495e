import { z } from 'zod';
import { CLEAR_LIST_VALUES, isListableRegion } from '../rules/region-codes.ts';

/** A comma- or space-separated list, trimmed, without empty or repeated entries; `-` or `none` clears it. */
const entriesOf = (raw: string): string[] => {
  const trimmed = raw.trim();
  if ((CLEAR_LIST_VALUES as readonly string[]).includes(trimmed.toLowerCase())) return [];
  return [...new Set(trimmed.split(/[\s,，]+/).filter(Boolean))];
};

/**
 * site/set regionDeny and regionWarn: ISO 3166-1 alpha-2 codes in any case (plus XK and T1), stored upper
 * case and comma-joined; '' is an empty list. The messages are Chinese because the CLI shows them as they are.
 */
export const RegionListSchema = z
  .string()
  .max(1000, '地区列表过长（最多 1000 个字符）')
  .transform((raw, ctx) => {
    const codes = entriesOf(raw).map((c) => c.toUpperCase());
    const bad = codes.find((c) => !isListableRegion(c));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `“${bad}”不是有效的 ISO 3166-1 两位国家或地区代码（如 CN、US、PH），多个用逗号分隔；清空请用 -`,
      });
      return z.NEVER;
    }
    return [...new Set(codes)].join(',');
  });

/**
 * site/set ipDeny: IPv4/IPv6 addresses or CIDR ranges, comma-separated; '' is an empty list. Only the shape is
 * checked here (the web never needs an address parser); the site module parses each entry and refuses one
 * that is not an address or range.
 */
export const IpListSchema = z
  .string()
  .max(4000, 'IP 列表过长（最多 4000 个字符）')
  .refine(
    (raw) => /^\s*none\s*$/i.test(raw) || /^[\s0-9a-fA-F:.,，/-]*$/.test(raw),
    'IP 列表只能包含 IPv4/IPv6 地址或 CIDR 网段（如 203.0.113.0/24），多个用逗号分隔；清空请用 -',
  )
  .transform((raw) =>
    entriesOf(raw)
      .map((e) => e.toLowerCase())
      .join(','),
  );
