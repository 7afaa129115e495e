import * as OpenCC from 'opencc-js/cn2t';
import type { Language } from '../http/context.ts';

/**
 * Simplified to Traditional with Taiwan phrasing (OpenCC's `twp`: 登录→登入, 短信→簡訊, 意大利→義大利),
 * then Taiwan's 帳 for accounts where OpenCC keeps the mainland 賬 (the web's zh-TW strings say 帳號), and
 * Taiwan's 提款 for the mainland pages' 取款 (docs/decisions.md, "Withdrawal wording"), and 取得 for 获取 as
 * the web's zh-TW buttons say it (取得驗證碼), and 綁定 where OpenCC says 繫結 (立即綁定, 前往綁定), and
 * Taiwan's 回饋 for 反馈 (意見回饋).
 */
const openccTwp = OpenCC.Converter({ from: 'cn', to: 'twp' });
const convertText = (text: string): string =>
  openccTwp(text)
    .replaceAll('賬', '帳')
    .replaceAll('取款', '提款')
    .replaceAll('獲取', '取得')
    .replaceAll('繫結', '綁定')
    .replaceAll('反饋', '回饋');

/** Any Han character: text without one (codes, ids, amounts, ASCII names) is returned as it is. */
const HAN = /[\u3400-\u9fff]/;

/**
 * Feed names and server messages are a bounded vocabulary that repeats in every answer, so conversions are
 * memoised; the map is dropped when full rather than tracked per entry (a miss costs microseconds).
 */
const MEMO_LIMIT = 20_000;
const memo = new Map<string, string>();

/** One text in Traditional Chinese (Taiwan). */
export const toTraditional = (text: string): string => {
  if (!HAN.test(text)) return text;
  const hit = memo.get(text);
  if (hit !== undefined) return hit;
  const out = convertText(text);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(text, out);
  return out;
};

/**
 * A converter for serialised frames (a socket's JSON text, sent once per channel message to every zh-TW
 * subscriber): each frame is converted once and served from a small memo of the latest frames, kept apart
 * from the name memo so a stream of one-off frames cannot evict the vocabulary.
 */
export const createFrameConverter = (limit = 256) => {
  const frames = new Map<string, string>();
  return (text: string): string => {
    const hit = frames.get(text);
    if (hit !== undefined) return hit;
    const out = HAN.test(text) ? convertText(text) : text;
    if (frames.size >= limit) frames.clear();
    frames.set(text, out);
    return out;
  };
};

/** One text in the reader's language: zh-CN text as written, Traditional for zh-TW. */
export const textIn = (text: string, language: Language): string =>
  language === 'zh-TW' ? toTraditional(text) : text;

const localiseValue = (value: unknown): unknown => {
  if (typeof value === 'string') return toTraditional(value);
  if (Array.isArray(value)) return value.map(localiseValue);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = localiseValue(v);
  return out;
};

/**
 * Every string of an answer in the caller's language: for zh-TW, Simplified text the server relays
 * (feed league, team and selection names, status texts) becomes Traditional. zh-CN answers are returned
 * untouched (same object, no copy).
 */
export const localise = <T>(value: T, language: Language): T =>
  language === 'zh-TW' ? (localiseValue(value) as T) : value;
