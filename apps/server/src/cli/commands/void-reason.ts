import { isVoidCode, VOID_CODES, voidReasonText, type VoidCode } from '@qilin/sportsbook';
import { CliError } from '../client.ts';

/** The D table as players read it: "D0 自动取消、D1 赛事取消、…、DZ 其他". */
export const VOID_CODE_LIST = VOID_CODES.map((code) => `${code} ${voidReasonText(code)}`).join('、');

/** What a voided leg shows the player: its code and the table's words ("D1 赛事取消"). */
export const voidCodeText = (code: VoidCode): string => `${code} ${voidReasonText(code)}`;

/**
 * matches:void's reason, read as the server will read it (voidCodeOf: a leading code standing alone, else
 * DZ) but strictly: the server files an unknown code (DX) or a lower-case one (d1) under DZ 其他 without a
 * word, so an unknown code is refused here, and a lower-case one is sent upper-case. `note` is the
 * operator's own words after the code, which players never see.
 */
export const readVoidReason = (typed: string): { code: VoidCode; reason: string; note: string } => {
  const text = typed.trim();
  const lead = /^d[0-9a-z](?![0-9a-z])/i.exec(text)?.[0];
  if (lead === undefined) return { code: 'DZ', reason: text, note: text };
  const code = lead.toUpperCase();
  if (!isVoidCode(code)) throw new CliError(`未知的作废代码 ${lead}；可用代码：${VOID_CODE_LIST}`, 2);
  const rest = text.slice(lead.length);
  return { code, reason: `${code}${rest}`, note: rest.replace(/^[\s:：,，]+/, '') };
};
