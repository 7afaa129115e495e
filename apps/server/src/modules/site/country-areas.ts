/**
 * Phone areas offered by the country picker, +86 first (SPEC §5: the default is mainland mobile).
 * Each regex matches a mobile number as the player types it after the area code, without the trunk 0.
 */
export const COUNTRY_AREAS: readonly { areaName: string; areaCode: string; regex: string }[] = [
  { areaName: '中国大陆', areaCode: '+86', regex: '^1\\d{10}$' },
  { areaName: '中国香港', areaCode: '+852', regex: '^[569]\\d{7}$' },
  { areaName: '中国澳门', areaCode: '+853', regex: '^6\\d{7}$' },
  { areaName: '中国台湾', areaCode: '+886', regex: '^9\\d{8}$' },
  { areaName: '新加坡', areaCode: '+65', regex: '^[89]\\d{7}$' },
  { areaName: '马来西亚', areaCode: '+60', regex: '^1\\d{8,9}$' },
  { areaName: '泰国', areaCode: '+66', regex: '^[689]\\d{8}$' },
  { areaName: '越南', areaCode: '+84', regex: '^[35789]\\d{8}$' },
  { areaName: '菲律宾', areaCode: '+63', regex: '^9\\d{9}$' },
  { areaName: '印度尼西亚', areaCode: '+62', regex: '^8\\d{8,11}$' },
  { areaName: '柬埔寨', areaCode: '+855', regex: '^[1-9]\\d{7,8}$' },
  { areaName: '缅甸', areaCode: '+95', regex: '^9\\d{7,9}$' },
  { areaName: '老挝', areaCode: '+856', regex: '^20\\d{8}$' },
  { areaName: '日本', areaCode: '+81', regex: '^[789]0\\d{8}$' },
  { areaName: '韩国', areaCode: '+82', regex: '^1[016789]\\d{7,8}$' },
  { areaName: '印度', areaCode: '+91', regex: '^[6-9]\\d{9}$' },
  { areaName: '阿联酋', areaCode: '+971', regex: '^5\\d{8}$' },
  { areaName: '澳大利亚', areaCode: '+61', regex: '^4\\d{8}$' },
  { areaName: '英国', areaCode: '+44', regex: '^7\\d{9}$' },
  { areaName: '美国/加拿大', areaCode: '+1', regex: '^[2-9]\\d{2}[2-9]\\d{6}$' },
];
