const site = '/site/api/v1';

/** SPEC §7.3 inbox letters. */
export const LetterPath = {
  unread: `${site}/site/letter/getUnreadForType`,
  list: `${site}/site/letter/list`,
  read: `${site}/site/letter/read`,
  remove: `${site}/site/letter/delete`,
  oneKeyRead: `${site}/site/letter/onekeyRead`,
} as const;
