import type { CaptchaMode } from '@qilin/contract';
import type { AccessLists } from '../../platform/http/access-policy.ts';

/** A brand's configuration as every module reads it (seeded from brands/<id>/brand.json, stored in `sites`). */
export interface SiteConfig {
  siteId: string;
  name: string;
  title: string;
  homeUrl: string;
  h5DomainUrl: string;
  logo: string;
  editionsAllowed: boolean;
  captchaMode: CaptchaMode;
  saveMoneyEnabled: boolean;
  helpCkEnabled: boolean;
  safeSwitch: boolean;
  seoText: string;
  iosUrl: string;
  androidUrl: string;
  customerServiceUrl: string;
}

/** What other modules may ask of the site module. */
export interface SiteApi {
  /** The site's configuration; unknown site ids fall back to the default site. */
  getConfig(siteId: string): Promise<SiteConfig>;
  /** The phone-number regex for an area code such as '+86' (null when the area is unknown). */
  phoneRegex(areaCode: string): Promise<string | null>;
  /** DESIGN §11's region and IP lists of a site (unknown ids: the default site's), from the cached rows. */
  accessLists(siteId: string): Promise<AccessLists>;
}
