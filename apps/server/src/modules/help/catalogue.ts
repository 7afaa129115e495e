import type { HelpCode, HelpLanguage } from '@qilin/contract';

interface Group {
  key: string;
  title: Record<HelpLanguage, string>;
  codes: readonly HelpCode[];
}

/**
 * The help centre's left menu: SPEC §2.3 lists the 23 pages without grouping them, so the groups are ours
 * (by what a player comes looking for). Every code appears exactly once (help.test.ts checks it).
 */
export const HELP_GROUPS: readonly Group[] = [
  {
    key: 'guide',
    title: { 'zh-CN': '新手指南', 'zh-TW': '新手指南' },
    codes: ['kh', 'ck', 'qk', 'zz', 'xnbcqkjc'],
  },
  {
    key: 'rules',
    title: { 'zh-CN': '投注规则与玩法', 'zh-TW': '投注規則與玩法' },
    codes: ['yhgz', 'tytzjc', 'tysstqth', 'rqgl', 'dxqgl'],
  },
  {
    key: 'rebate',
    title: { 'zh-CN': '返水与优惠', 'zh-TW': '返水與優惠' },
    codes: ['fjcjc', 'tjllq'],
  },
  {
    key: 'faq',
    title: { 'zh-CN': '常见问题', 'zh-TW': '常見問題' },
    codes: ['tywt', 'zrwt', 'cpwt', 'dzjj', 'qtwt'],
  },
  {
    key: 'about',
    title: { 'zh-CN': '关于我们', 'zh-TW': '關於我們' },
    codes: ['gywm', 'bczr', 'hzhb', 'gztk', 'ysgz', 'zxkf'],
  },
];

/** SPEC §2.2: the deposit help page the site switch (helpCkEnabled) can turn into "not found". */
export const SWITCHABLE_DEPOSIT_PAGE = 'ck';
