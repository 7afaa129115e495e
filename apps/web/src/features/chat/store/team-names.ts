import type { Language } from '../../../shared/i18n/index.ts';

export interface TeamNames {
  team_h: string;
  team_c: string;
}

const names = (v: unknown): TeamNames | null => {
  if (typeof v !== 'object' || v === null) return null;
  const { team_h, team_c } = v as Record<string, unknown>;
  return typeof team_h === 'string' && team_h && typeof team_c === 'string' && team_c
    ? { team_h, team_c }
    : null;
};

/**
 * The team names a score push or prediction line should show: the feed's own (zh-CN), or for a zh-TW
 * reader the Traditional twins the server adds as `zhTW` (lines written before it carry none).
 */
export const teamNamesIn = (language: Language, payload: unknown): TeamNames | null => {
  const own = names(payload);
  if (language !== 'zh-TW' || !own) return own;
  return names((payload as { zhTW?: unknown }).zhTW) ?? own;
};
