const fd = '/fd/api/v1';
/** SPEC §7.5 funds, plus the payout-account management paths SPEC leaves unnamed (bankCard/*). */
export const FundsPath = {
  paymentTypes: `${fd}/payment/types`,
  pay: `${fd}/payment/pay`,
  depositOrderStatus: `${fd}/payment/getDepositOrderStatus`,
  closeOrder: `${fd}/payment/closeOrder`,
  /**
   * The caller's orders still open for payment, newest first (ours: SPEC names no list call, yet a player
   * refused a new order for having too many open ones must find them to pay or close them).
   */
  openDepositOrders: `${fd}/payment/openOrders`,
  createSignalCode: `${fd}/payment/createSignalCode`,
  customerInfo: `${fd}/payment/getCustomerInfo`,
  getBalance: `${fd}/transfer/getBalance`,
  utcTransfer: `${fd}/transfer/utcTransfer`,
  transferRate: `${fd}/transfer/getTransferRate`,
  dealRecord: `${fd}/transactions/queryDealRecord`,
  vCurrencyList: `${fd}/vCurrency/list`,
  withdrawOrderInfo: `${fd}/withdraw/withdrawOrderInfo`,
  withdrawCfgList: `${fd}/withdraw/baseCfg/list`,
  withdrawInfo: `${fd}/withdraw/withdrawInfo`,
  usdtWithdrawInfo: `${fd}/withdraw/usdtWithdrawInfo`,
  withdrawNew: `${fd}/withdraw/new`,
  /** The caller's withdrawals, newest first (ours: SPEC names no list call). */
  withdrawList: `${fd}/withdraw/list`,
  /** GET */
  memberBanks: `${fd}/bankCard/queryMemberBanksInfoList`,
  /** GET */
  bankOptions: `${fd}/bankCard/withdraw/add/list`,
  addBankCard: `${fd}/bankCard/add`,
  addAlipay: `${fd}/bankCard/addAlipay`,
  addVirtualAddress: `${fd}/bankCard/addVirtual`,
  deleteAccount: `${fd}/bankCard/delete`,
  setDefaultAccount: `${fd}/bankCard/setDefault`,
  /**
   * The demo payment gateway's signed callback to us (server to server). Outside /fd/api/ on purpose: the
   * site's safe switch seals every SPA call there, and a PSP cannot speak that transport.
   */
  depositCallbackDemo: '/fd/notify/v1/payment/demo',
} as const;
