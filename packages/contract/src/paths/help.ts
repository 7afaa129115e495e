const site = '/site/api/v1';

/** The help centre and information pages' content (SPEC §2.3, §7.3 sponsorContent). */
export const HelpPath = {
  sponsorContent: `${site}/advertising/sponsorContent`,
  /** Ours (SPEC names none): the help centre's menu and one page, Markdown with per-site overrides. */
  menu: `${site}/help/menu`,
  page: `${site}/help/page`,
  /** Ours: the information pages' content (download, agent, intro tutorial), per site and language. */
  sitePage: `${site}/site/page`,
} as const;
