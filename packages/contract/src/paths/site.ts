const site = '/site/api/v1';

export const SitePath = {
  countryArea: `${site}/site/countryArea/queryCountryArea`,
  singleDataDecryption: `${site}/site/common/singleDataDecryption`,
  myDiscountAd: `${site}/advertising/getMyDiscountAd`,
  navigationList: `${site}/advertising/navigationList`,
  noticeList: `${site}/advertising/queryNoticeListByPage`,
  onlineCustomService: `${site}/configuration/onlinecustomservice`,
  preInfo: `${site}/configuration/preInfo`,
} as const;
