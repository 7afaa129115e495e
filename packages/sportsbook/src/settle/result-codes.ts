/**
 * SPEC §3 bet result codes: W win, LW half win, P push (draw), LL half loss, L loss, D cancelled (with a
 * reason subtype D0..DZ), A restored (a cancelled bet made live again; it is open, not settled).
 */
export type BetResult = 'W' | 'LW' | 'P' | 'LL' | 'L' | 'D' | 'A';

export const BET_RESULTS: readonly BetResult[] = ['W', 'LW', 'P', 'LL', 'L', 'D', 'A'];

export type Language = 'zh-CN' | 'zh-TW';

/** How each result reads on a bet record. */
export const BetResultText: Readonly<Record<BetResult, Readonly<Record<Language, string>>>> = {
  W: { 'zh-CN': '赢', 'zh-TW': '贏' },
  LW: { 'zh-CN': '赢半', 'zh-TW': '贏半' },
  P: { 'zh-CN': '和局', 'zh-TW': '和局' },
  LL: { 'zh-CN': '输半', 'zh-TW': '輸半' },
  L: { 'zh-CN': '输', 'zh-TW': '輸' },
  D: { 'zh-CN': '取消', 'zh-TW': '取消' },
  A: { 'zh-CN': '恢复', 'zh-TW': '恢復' },
};

/** Every result's words in one language (the bet record page and the settlement letters). */
export const betResultTextsIn = (language: Language): Record<BetResult, string> =>
  Object.fromEntries(BET_RESULTS.map((r) => [r, BetResultText[r][language]])) as Record<BetResult, string>;

interface VoidReason {
  /** English key for logs and code. */
  readonly key: string;
  readonly 'zh-CN': string;
  readonly 'zh-TW': string;
}

/**
 * Our D subtype table. SPEC §3 lists the 25 meanings but not the code-to-meaning mapping; we number them in
 * SPEC's order D0..D9 then DA..DN, and keep DZ for "others" so it stays last whatever is added later.
 */
export const VoidReasons = {
  D0: { key: 'autoVoid', 'zh-CN': '自动取消', 'zh-TW': '自動取消' },
  D1: { key: 'matchCancelled', 'zh-CN': '赛事取消', 'zh-TW': '賽事取消' },
  D2: { key: 'wrongOdds', 'zh-CN': '赔率错误', 'zh-TW': '賠率錯誤' },
  D3: { key: 'wrongResult', 'zh-CN': '赛果错误', 'zh-TW': '賽果錯誤' },
  D4: { key: 'abnormalBet', 'zh-CN': '注单异常', 'zh-TW': '注單異常' },
  D5: { key: 'matchBroughtForward', 'zh-CN': '赛事提前', 'zh-TW': '賽事提前' },
  D6: { key: 'goalCancelled', 'zh-CN': '进球取消', 'zh-TW': '進球取消' },
  D7: { key: 'redCardCancelled', 'zh-CN': '红牌取消', 'zh-TW': '紅牌取消' },
  D8: { key: 'wrongTeamName', 'zh-CN': '队名错误', 'zh-TW': '隊名錯誤' },
  D9: { key: 'postponed', 'zh-CN': '赛事延期', 'zh-TW': '賽事延期' },
  DA: { key: 'irregularTime', 'zh-CN': '比赛时间不规范', 'zh-TW': '比賽時間不規範' },
  DB: { key: 'abandoned', 'zh-CN': '赛事腰斩', 'zh-TW': '賽事腰斬' },
  DC: { key: 'playerWithdrew', 'zh-CN': '球员退赛', 'zh-TW': '球員退賽' },
  DD: { key: 'wrongVenue', 'zh-CN': '场地错误', 'zh-TW': '場地錯誤' },
  DE: { key: 'wrongLeague', 'zh-CN': '联赛错误', 'zh-TW': '聯賽錯誤' },
  DF: { key: 'noExtraTimeOrPenalties', 'zh-CN': '无加时赛/点球大战', 'zh-TW': '無加時賽/點球大戰' },
  DG: { key: 'wrongSchedule', 'zh-CN': '赛程错误', 'zh-TW': '賽程錯誤' },
  DH: { key: 'noCorners', 'zh-CN': '无角球', 'zh-TW': '無角球' },
  DI: { key: 'noCards', 'zh-CN': '无罚牌', 'zh-TW': '無罰牌' },
  DJ: { key: 'noPenalties', 'zh-CN': '无点球', 'zh-TW': '無點球' },
  DK: { key: 'betFailed', 'zh-CN': '投注失败', 'zh-TW': '投注失敗' },
  DL: { key: 'noSets', 'zh-CN': '该盘未进行', 'zh-TW': '該盤未進行' },
  DM: { key: 'videoRefereeRuling', 'zh-CN': '视频裁判判罚', 'zh-TW': '視頻裁判判罰' },
  DN: { key: 'playerDidNotPlay', 'zh-CN': '球员未上场', 'zh-TW': '球員未上場' },
  DZ: { key: 'others', 'zh-CN': '其他', 'zh-TW': '其他' },
} as const satisfies Record<string, VoidReason>;

export type VoidCode = keyof typeof VoidReasons;

export const VOID_CODES = Object.keys(VoidReasons) as VoidCode[];

export const isVoidCode = (code: string): code is VoidCode => Object.hasOwn(VoidReasons, code);

/**
 * The D code an operator's void reason opens with ("DE 联赛错误", "DB:雨停"), or DZ (others) when it opens
 * with none: a code must stand alone, so "DERBY…" is text, and a code we do not define is DZ too.
 */
export const voidCodeOf = (reason: string): VoidCode => {
  const code = /^(D[0-9A-Z])(?![0-9A-Za-z])/.exec(reason.trim())?.[1];
  return code && isVoidCode(code) ? code : 'DZ';
};

/** The reason text of a D subtype in the player's language. */
export const voidReasonText = (code: VoidCode, language: Language = 'zh-CN'): string =>
  VoidReasons[code][language];
