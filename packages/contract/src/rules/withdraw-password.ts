/*
 * The withdrawal (second) password is 6 digits: our rule, as SPEC §5 shows none for it. Only the page can
 * check it: like every password it reaches the server as an md5 digest (SPEC §9).
 */
export const WITHDRAW_PASSWORD_LENGTH = 6;

const SHAPE = new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`);

export const isWithdrawPassword = (raw: string): boolean => SHAPE.test(raw);
