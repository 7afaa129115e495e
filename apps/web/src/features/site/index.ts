/** Public surface of the site feature: site configuration and home content queries. */
export { fetchPreInfo, preInfoKey, usePreInfo, useSiteConfig, useSiteSwitches } from './api/pre-info.ts';
export type { SiteSwitch } from './api/pre-info.ts';
export { fetchNavigation, useNavigationList } from './api/navigation.ts';
export { fetchDiscountAds, useDiscountAds } from './api/discount-ads.ts';
export { fetchNotices, NOTICE_PAGE_SIZE, useNotices } from './api/notices.ts';
export type { NoticePage } from './api/notices.ts';
