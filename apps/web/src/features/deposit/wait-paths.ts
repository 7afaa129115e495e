export const SAVE_MONEY_PATH = '/mine/savemoney';
export const WALLET_PATH = '/mine/wallet';
