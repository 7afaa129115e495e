/**
 * The 249 officially assigned ISO 3166-1 alpha-2 codes, as a string so that a bundle which never asks
 * builds nothing at load time.
 */
const ISO_3166_1 =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ ' +
  'BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR ' +
  'CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ' +
  'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ ' +
  'LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
  'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI ' +
  'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR ' +
  'TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

/**
 * Codes a site's region lists may hold besides ISO's: XK (Kosovo) is user-assigned but what geo-IP services
 * and Cloudflare report; T1 is Cloudflare's value for Tor exit nodes, which no country entry matches, so an
 * operator who wants Tor limited lists T1 itself. XX (Cloudflare's "unknown") is never listable: a caller
 * whose country nobody knows is never region-limited.
 */
export const EXTRA_REGION_CODES = ['XK', 'T1'] as const;

/** Whether `code` (upper case) may appear in a site's regionDeny or regionWarn list. */
export const isListableRegion = (code: string): boolean =>
  /^[A-Z][A-Z0-9]$/.test(code) &&
  ((EXTRA_REGION_CODES as readonly string[]).includes(code) || ISO_3166_1.split(' ').includes(code));

/** Values of a list setting that clear it (the operator CLI cannot easily pass an empty argument). */
export const CLEAR_LIST_VALUES = ['-', 'none'] as const;
