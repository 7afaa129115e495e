import type { PresetLeague, SportCode } from '@qilin/contract';
import type { SportDef } from './sports.ts';

/** A league (or tournament) the simulator fills with fixtures; teams are listed strongest first. */
export interface LeagueDef {
  id: string;
  name: string;
  sport: SportCode;
  preset: PresetLeague;
  teams: readonly string[];
  /** Matches per day in the generated schedule. */
  perDay: number;
  /**
   * When its matches kick off, in hours of Asia/Shanghai time from the betting day's midnight, within
   * [12, 36) (the betting day runs noon to noon): 19.5-27 is 19:30 to 03:00 the next morning, where
   * European evening football falls; the NBA's 32-35.5 is 08:00-11:30.
   */
  kickoffs: readonly [from: number, to: number];
  /**
   * Baseball: the inning after which a tie stands (NPB's regular season: 12). Absent: extra innings until
   * one is decided (MLB). The simulator plays it and the book prices it (@qilin/sportsbook baseball.ts).
   */
  maxInnings?: number;
  /**
   * Baseball: each half-inning after the 9th starts with a runner on second base (MLB's regular season since
   * 2020, permanent since 2023; not the postseason). The simulator plays him and the book prices him (@qilin/sportsbook
   * baseball-endings.ts).
   */
  automaticRunner?: boolean;
  /**
   * Rugby union: a match level after 80 minutes plays golden point (Super Rugby Pacific's regular season,
   * its law variations since 2022: ten minutes, the first score wins, none and the draw stands). Absent:
   * the draw stands at 80 minutes. The simulator plays it and the book prices it (@qilin/sportsbook
   * rugby-union.ts).
   */
  goldenPoint?: boolean;
}

const t = (names: string) => names.split(' ');

/** SPEC §2.8's preset leagues first, then the other sports' competitions. Names are the usual zh-CN ones. */
export const LEAGUES: readonly LeagueDef[] = [
  {
    id: 'UCL',
    name: '欧洲冠军联赛',
    sport: 'FT',
    preset: 'UCL',
    perDay: 2,
    kickoffs: [25.75, 28],
    teams: t(
      '皇家马德里 曼城 拜仁慕尼黑 巴黎圣日耳曼 国际米兰 阿森纳 巴塞罗那 利物浦 多特蒙德 马德里竞技 本菲卡 波尔图',
    ),
  },
  {
    id: 'EPL',
    name: '英格兰超级联赛',
    sport: 'FT',
    preset: 'EPL',
    perDay: 3,
    kickoffs: [19.5, 27],
    teams: t(
      '曼城 阿森纳 利物浦 切尔西 热刺 曼联 纽卡斯尔 阿斯顿维拉 布莱顿 西汉姆联 水晶宫 富勒姆 狼队 埃弗顿 布伦特福德 诺丁汉森林',
    ),
  },
  {
    id: 'SEA',
    name: '意大利甲级联赛',
    sport: 'FT',
    preset: 'SEA',
    perDay: 3,
    kickoffs: [19.5, 27.75],
    teams: t('国际米兰 AC米兰 尤文图斯 那不勒斯 罗马 拉齐奥 亚特兰大 佛罗伦萨 博洛尼亚 都灵 乌迪内斯 热那亚'),
  },
  {
    id: 'LAL',
    name: '西班牙甲级联赛',
    sport: 'FT',
    preset: 'LAL',
    perDay: 3,
    kickoffs: [20, 28],
    teams: t(
      '皇家马德里 巴塞罗那 马德里竞技 皇家社会 比利亚雷亚尔 皇家贝蒂斯 塞维利亚 毕尔巴鄂竞技 瓦伦西亚 赫罗纳 塞尔塔 奥萨苏纳',
    ),
  },
  {
    id: 'BUN',
    name: '德国甲级联赛',
    sport: 'FT',
    preset: 'BUN',
    perDay: 2,
    kickoffs: [21.5, 27.5],
    teams: t(
      '拜仁慕尼黑 勒沃库森 多特蒙德 莱比锡红牛 斯图加特 法兰克福 弗赖堡 沃尔夫斯堡 门兴格拉德巴赫 霍芬海姆 美因茨 柏林联合',
    ),
  },
  {
    id: 'LIG1',
    name: '法国甲级联赛',
    sport: 'FT',
    preset: 'LIG1',
    perDay: 2,
    kickoffs: [20, 28],
    teams: t('巴黎圣日耳曼 摩纳哥 马赛 里尔 里昂 尼斯 朗斯 雷恩 斯特拉斯堡 南特 图卢兹 兰斯'),
  },
  {
    id: 'CSL',
    name: '中国超级联赛',
    sport: 'FT',
    preset: 'CSL',
    perDay: 3,
    kickoffs: [15, 20.5],
    teams: t(
      '上海海港 上海申花 成都蓉城 北京国安 山东泰山 天津津门虎 浙江队 河南队 武汉三镇 长春亚泰 青岛海牛 深圳新鹏城',
    ),
  },
  {
    id: 'JPL',
    name: '日本职业联赛',
    sport: 'FT',
    preset: 'ALL',
    perDay: 2,
    kickoffs: [12, 19],
    teams: t('神户胜利船 广岛三箭 横滨水手 川崎前锋 鹿岛鹿角 浦和红钻 名古屋鲸八 大阪钢巴 FC东京 柏太阳神'),
  },
  // The Americas' football fills the Shanghai morning, when Europe's night games are over.
  {
    id: 'BRA',
    name: '巴西甲级联赛',
    sport: 'FT',
    preset: 'ALL',
    perDay: 2,
    kickoffs: [30, 33.5],
    teams: t('弗拉门戈 帕尔梅拉斯 圣保罗 科林蒂安 弗鲁米嫩塞 博塔弗戈 米内罗竞技 格雷米奥 国际体育 桑托斯'),
  },
  {
    id: 'MLS',
    name: '美国职业大联盟',
    sport: 'FT',
    preset: 'ALL',
    perDay: 2,
    kickoffs: [31, 35],
    teams: t(
      '迈阿密国际 洛杉矶FC 洛杉矶银河 西雅图海湾人 哥伦布机员 辛辛那提 纽约红牛 亚特兰大联 费城联合 奥兰多城',
    ),
  },
  {
    id: 'VFL',
    name: '虚拟足球联赛',
    sport: 'VF',
    preset: 'ALL',
    perDay: 6,
    kickoffs: [12, 35.75],
    teams: t('虚拟曼城 虚拟皇马 虚拟拜仁 虚拟巴萨 虚拟米兰 虚拟巴黎 虚拟利物浦 虚拟尤文'),
  },
  {
    id: 'NBA',
    name: '美国职业篮球联赛',
    sport: 'BK',
    preset: 'ALL',
    perDay: 4,
    kickoffs: [32, 35.5],
    teams: t(
      '波士顿凯尔特人 丹佛掘金 俄克拉荷马城雷霆 密尔沃基雄鹿 明尼苏达森林狼 洛杉矶快船 菲尼克斯太阳 纽约尼克斯 洛杉矶湖人 金州勇士 迈阿密热火 达拉斯独行侠 费城76人 萨克拉门托国王',
    ),
  },
  {
    id: 'CBA',
    name: '中国男子篮球职业联赛',
    sport: 'BK',
    preset: 'ALL',
    perDay: 3,
    kickoffs: [19.5, 20.5],
    teams: t(
      '辽宁本钢 广东华南虎 浙江稠州金租 上海久事 新疆伊力特 北京首钢 山东高速 深圳马可波罗 浙江广厦 青岛国信',
    ),
  },
  {
    id: 'ATP',
    name: 'ATP 上海大师赛',
    sport: 'TN',
    preset: 'ALL',
    perDay: 3,
    kickoffs: [17, 30],
    teams: t(
      '辛纳 阿尔卡拉斯 德约科维奇 兹维列夫 梅德韦杰夫 鲁德 弗里茨 德米纳尔 鲁布列夫 张之臻 吴易昺 商竣程',
    ),
  },
  {
    id: 'WTA',
    name: 'WTA 武汉公开赛',
    sport: 'TN',
    preset: 'ALL',
    perDay: 3,
    kickoffs: [16, 29],
    teams: t('萨巴伦卡 斯瓦泰克 高芙 郑钦文 莱巴金娜 佩古拉 保利尼 纳瓦罗 王欣瑜 袁悦 王曦雨 朱琳'),
  },
  {
    id: 'MLB',
    name: '美国职业棒球大联盟',
    sport: 'BS',
    preset: 'ALL',
    perDay: 3,
    automaticRunner: true,
    kickoffs: [31, 34.5],
    teams: t(
      '洛杉矶道奇 纽约洋基 费城费城人 亚特兰大勇士 休斯顿太空人 巴尔的摩金莺 圣地亚哥教士 克利夫兰守护者 纽约大都会 西雅图水手',
    ),
  },
  {
    id: 'NPB',
    name: '日本职业棒球',
    sport: 'BS',
    preset: 'ALL',
    perDay: 2,
    maxInnings: 12,
    kickoffs: [17, 18.5],
    teams: t(
      '读卖巨人 阪神虎 横滨DeNA海湾之星 广岛东洋鲤鱼 福冈软银鹰 北海道日本火腿斗士 千叶罗德海洋 欧力士猛牛',
    ),
  },
  {
    id: 'CVL',
    name: '中国女子排球超级联赛',
    sport: 'VB',
    preset: 'ALL',
    perDay: 2,
    kickoffs: [19, 20.5],
    teams: t('天津渤海银行 江苏中天钢铁 上海光明优倍 北京汽车 四川女排 浙江女排 山东女排 辽宁女排'),
  },
  {
    id: 'WTT',
    name: 'WTT 冠军赛',
    sport: 'TT',
    preset: 'ALL',
    perDay: 3,
    kickoffs: [13, 22],
    teams: t('王楚钦 樊振东 林诗栋 梁靖崑 张本智和 莫雷加德 孙颖莎 王曼昱 陈梦 王艺迪 早田希娜 蒯曼'),
  },
  {
    id: 'SNK',
    name: '斯诺克英国锦标赛',
    sport: 'SK',
    preset: 'ALL',
    perDay: 2,
    kickoffs: [15, 27],
    teams: t('奥沙利文 特鲁姆普 罗伯逊 希金斯 塞尔比 丁俊晖 赵心童 张安达 颜丙涛 肖国栋 威尔逊 墨菲'),
  },
  {
    id: 'NFL',
    name: '美国职业橄榄球大联盟',
    sport: 'AF',
    preset: 'ALL',
    perDay: 2,
    kickoffs: [25, 33.5],
    teams: t('堪萨斯城酋长 旧金山49人 巴尔的摩乌鸦 底特律雄狮 布法罗比尔 费城老鹰 达拉斯牛仔 迈阿密海豚'),
  },
  // Regular-season rules: a level game goes to overtime and a shoot-out (SPORTS.IH), never ending tied.
  {
    id: 'NHL',
    name: '国家冰球联盟',
    sport: 'IH',
    preset: 'ALL',
    perDay: 2,
    kickoffs: [32, 35],
    teams: t(
      '佛罗里达美洲豹 埃德蒙顿油人 纽约游骑兵 达拉斯星 科罗拉多雪崩 温尼伯喷气机 波士顿棕熊 多伦多枫叶',
    ),
  },
  {
    id: 'SRU',
    name: '超级橄榄球联赛',
    sport: 'RU',
    preset: 'ALL',
    perDay: 1,
    goldenPoint: true,
    kickoffs: [14, 17],
    teams: t('坎特伯雷十字军 奥克兰蓝军 惠灵顿飓风 怀卡托酋长 布伦比斯 昆士兰红军'),
  },
  {
    id: 'EHF',
    name: '欧洲手球冠军联赛',
    sport: 'HB',
    preset: 'ALL',
    perDay: 1,
    kickoffs: [23, 27.5],
    teams: t('巴塞罗那手球 马格德堡 基尔 奥尔堡 韦斯普雷姆 巴黎手球 维斯瓦普沃茨克 塞格德'),
  },
];

export const leagueById = (id: string): LeagueDef | undefined => LEAGUES.find((l) => l.id === id);

/** Whether a rugby league plays golden point after a level 80 minutes (Super Rugby's regular season). */
export const goldenPointOf = (leagueId: string): boolean => leagueById(leagueId)?.goldenPoint === true;

/**
 * Whether a level regulation of a match in this league is played off: where draws do not stand, by the
 * sport's overtime; where they do, only in golden point (rugby, where the league plays it).
 */
export const playsOvertime = (sport: SportDef, leagueId: string): boolean =>
  sport.overtimeSeconds > 0 && (!sport.draws || goldenPointOf(leagueId));

/** Whether a baseball league starts each extra half-inning with a runner on second (MLB's regular season). */
export const automaticRunnerOf = (leagueId: string): boolean =>
  leagueById(leagueId)?.automaticRunner === true;

/** The inning after which a baseball league's tie stands; undefined where extra innings go on (MLB). */
export const maxInningsOf = (leagueId: string): number | undefined => leagueById(leagueId)?.maxInnings;

/** A team's rating in [0.15, 1]: the first listed is the strongest; the same for every run. */
export const teamRating = (league: LeagueDef, team: string): number => {
  const i = Math.max(0, league.teams.indexOf(team));
  return 1 - (0.85 * i) / Math.max(1, league.teams.length - 1);
};
