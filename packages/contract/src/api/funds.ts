import { z } from 'zod';
import { CalendarDateSchema, Md5Schema, PageRequestSchema, pageOf, text } from './common.ts';
import { AmountSchema, IsoTimeSchema, YuanSchema } from './money.ts';

/* ---------------------------------------------------------------- balance (transfer/getBalance) */

export const GetBalanceRequestSchema = z.object({
  withLockMoney: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});
/** SPEC §3: the wallet field read is centerWalletBalance; lock money is included when asked. */
export const BalanceSchema = z.object({
  centerWalletBalance: YuanSchema,
  /** Funds held by pending withdrawals (present when withLockMoney). */
  lockMoney: YuanSchema,
  /** The USDT sub-wallet, in USDT with 2 decimals (see transfer/utcTransfer). */
  usdtBalance: YuanSchema,
  /** Money in transit to or from a venue (a transfer whose outcome is still being confirmed). */
  pendingMoney: YuanSchema,
});
export type Balance = z.infer<typeof BalanceSchema>;

/** CNY <-> USDT sub-wallet. direction 1: CNY into USDT; 2: USDT back into CNY. */
export const TransferRateRequestSchema = z.object({ direction: z.union([z.literal(1), z.literal(2)]) });
export const TransferRateSchema = z.object({
  direction: z.union([z.literal(1), z.literal(2)]),
  /** CNY per 1 USDT, 4 decimals, already including the spread for this direction. */
  rate: z.string(),
  quoteId: z.string(),
  expiresAt: IsoTimeSchema,
});
export type TransferRate = z.infer<typeof TransferRateSchema>;
export const UtcTransferRequestSchema = z.object({
  direction: z.union([z.literal(1), z.literal(2)]),
  /** In the source currency: yuan for direction 1, USDT for direction 2. */
  amount: AmountSchema,
  quoteId: text(120).min(1),
});
export const UtcTransferResponseSchema = z.object({
  debited: YuanSchema,
  credited: YuanSchema,
  rate: z.string(),
  centerWalletBalance: YuanSchema,
  usdtBalance: YuanSchema,
});

/* ---------------------------------------------------------------- deposits (payment/*) */

export const PayChannelTypeSchema = z.enum(['bank', 'ewallet', 'usdt', 'huione']);
export type PayChannelType = z.infer<typeof PayChannelTypeSchema>;
/** Which waiting page of SPEC §2.2 follows a deposit through this channel. */
export const WaitPageSchema = z.enum(['rechargeWait', 'transferWait', 'virtualWait', 'huione', 'xnbsk']);
export type WaitPage = z.infer<typeof WaitPageSchema>;

/** SPEC §2.2: three waiting pages sit under savemoney, huione and xnbsk directly under /mine. */
const WAIT_PATHS: Record<WaitPage, string> = {
  rechargeWait: '/mine/savemoney/rechargeWait',
  transferWait: '/mine/savemoney/transferWait',
  virtualWait: '/mine/savemoney/virtualWait',
  huione: '/mine/huione',
  xnbsk: '/mine/xnbsk',
};

/** Where the player follows an order after payment/pay (the SPA, and the gateway's way back to it). */
export const waitPageUrl = (page: WaitPage, orderNo: string): string =>
  `${WAIT_PATHS[page]}?orderNo=${encodeURIComponent(orderNo)}`;

export const PayChannelSchema = z.object({
  id: z.string(),
  type: PayChannelTypeSchema,
  name: z.string(),
  /** USDT only: TRC20 or ERC20. */
  network: z.string(),
  minAmount: YuanSchema,
  maxAmount: YuanSchema,
  /** Fee the player pays, in basis points of the amount (50 = 0.5 %); '0' for none. */
  feeRateBp: z.number().int(),
  /** Quick-pick amounts in yuan. */
  quickAmounts: z.array(z.string()),
  waitPage: WaitPageSchema,
  tips: z.string(),
  /** Bank transfers need the depositor's name to match the payment. */
  needsDepositorName: z.boolean(),
});
export type PayChannel = z.infer<typeof PayChannelSchema>;
export const PaymentTypesResponseSchema = z.object({
  /** False when the site switch disables save money (SPEC §2.2). */
  enabled: z.boolean(),
  channels: z.array(PayChannelSchema),
});

export const VCurrencySchema = z.object({
  currency: z.string(),
  network: z.string(),
  /** CNY per 1 coin, 4 decimals. */
  rate: z.string(),
  updatedAt: IsoTimeSchema,
});
export const VCurrencyListResponseSchema = z.array(VCurrencySchema);

export const PayRequestSchema = z.object({
  channelId: text(40).min(1),
  amount: AmountSchema,
  /** Bank transfer: the name on the paying account. */
  depositorName: text(30).optional(),
});

export const DepositStatusSchema = z.enum(['pending', 'paid', 'cancelled', 'expired', 'closed']);
export type DepositStatus = z.infer<typeof DepositStatusSchema>;

export const DepositOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  type: PayChannelTypeSchema,
  waitPage: WaitPageSchema,
  status: DepositStatusSchema,
  amount: YuanSchema,
  fee: YuanSchema,
  /** What reaches the centre wallet: amount less fee. */
  creditAmount: YuanSchema,
  createdAt: IsoTimeSchema,
  expiresAt: IsoTimeSchema,
  paidAt: IsoTimeSchema.nullable(),
  /** The demo gateway's (or a real PSP's) page where the player pays. */
  payUrl: z.string(),
  /** Bank transfer: where to send the money. */
  bank: z
    .object({ bankName: z.string(), accountName: z.string(), accountNo: z.string(), branch: z.string() })
    .nullable(),
  /** USDT: address, network and the coin amount at the locked rate. */
  crypto: z
    .object({ address: z.string(), network: z.string(), coinAmount: z.string(), rate: z.string() })
    .nullable(),
  /** Bank transfer remark code from createSignalCode ('' until asked). */
  signalCode: z.string(),
});
export type DepositOrder = z.infer<typeof DepositOrderSchema>;

export const OrderNoRequestSchema = z.object({ orderNo: text(40).min(1) });
/** payment/openOrders: the orders still open for payment (payment/pay allows 5 at once), newest first. */
export const OpenDepositOrdersResponseSchema = z.object({ list: z.array(DepositOrderSchema) });
/**
 * createSignalCode: a short code the player writes in a bank transfer's remark so the deposit can be
 * matched to the order; asking again returns the same code.
 */
export const SignalCodeResponseSchema = z.object({ orderNo: z.string(), signalCode: z.string() });
/** getCustomerInfo: what the deposit form pre-fills and where payment help is. */
export const CustomerInfoResponseSchema = z.object({
  /** Masked real name ('' when none): bank transfers must come from an account in this name. */
  realName: z.string(),
  bindRealName: z.boolean(),
  /** Names used on earlier paid bank transfers, masked, newest first. */
  depositorNames: z.array(z.string()),
  customerServiceUrl: z.string(),
});
/** user/bindFromDeposit: a member without a real name adopts the depositor name of a deposit. */
export const BindFromDepositRequestSchema = z.object({ realName: text(30).min(1) });

/* ---------------------------------------------------------------- withdrawals and payout accounts */

export const PayoutAccountTypeSchema = z.enum(['bank', 'alipay', 'usdt']);
export type PayoutAccountType = z.infer<typeof PayoutAccountTypeSchema>;
/** A bank card, Alipay account or coin address, always masked. */
export const PayoutAccountSchema = z.object({
  id: z.string(),
  type: PayoutAccountTypeSchema,
  /** Bank name, 'Alipay', or 'USDT-TRC20' / 'USDT-ERC20'. */
  name: z.string(),
  bankCode: z.string(),
  /** Masked: '**** **** **** 0123', 'ab***@x.com', 'TXyz12****abcd'. */
  account: z.string(),
  holder: z.string(),
  network: z.string(),
  isDefault: z.boolean(),
  createdAt: IsoTimeSchema,
});
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;
export const PayoutAccountListSchema = z.array(PayoutAccountSchema);

/** GET bankCard/withdraw/add/list: the banks a card can be added for. */
export const BankOptionSchema = z.object({ bankCode: z.string(), bankName: z.string() });
export const BankOptionListSchema = z.array(BankOptionSchema);

export const AddBankCardRequestSchema = z.object({
  bankCode: text(20).min(1),
  /** Digits only (spaces are stripped by the client). */
  cardNo: text(30).min(1),
  holder: text(30).min(1),
  branch: text(60).optional(),
});
export const AddAlipayRequestSchema = z.object({ account: text(60).min(1), holder: text(30).min(1) });
export const AddVirtualAddressRequestSchema = z.object({
  network: z.enum(['TRC20', 'ERC20']),
  address: text(80).min(1),
  alias: text(20).optional(),
});
export const PayoutAccountIdRequestSchema = z.object({ id: text(40).min(1) });

export const WithdrawCfgSchema = z.object({
  type: PayoutAccountTypeSchema,
  minAmount: YuanSchema,
  maxAmount: YuanSchema,
  dailyCount: z.number().int(),
  dailyMaxAmount: YuanSchema,
  feeRateBp: z.number().int(),
  feeMin: YuanSchema,
});
export type WithdrawCfg = z.infer<typeof WithdrawCfgSchema>;
export const WithdrawCfgListSchema = z.array(WithdrawCfgSchema);

export const WithdrawInfoSchema = z.object({
  centerWalletBalance: YuanSchema,
  lockMoney: YuanSchema,
  withdrawPasswordSet: z.boolean(),
  bindPhone: z.boolean(),
  bindRealName: z.boolean(),
  todayCount: z.number().int(),
  todayAmount: YuanSchema,
  cfg: WithdrawCfgSchema,
  accounts: PayoutAccountListSchema,
});
export type WithdrawInfo = z.infer<typeof WithdrawInfoSchema>;
export const UsdtWithdrawInfoSchema = WithdrawInfoSchema.extend({
  /** CNY per 1 USDT for payouts. */
  rate: z.string(),
});

export const WithdrawNewRequestSchema = z.object({
  accountId: text(40).min(1),
  amount: AmountSchema,
  /** The 6-digit withdrawal password, md5-hashed like every password (SPEC §9). */
  withdrawPassword: Md5Schema,
});
export const WithdrawStatusSchema = z.enum(['reviewing', 'approved', 'rejected']);
export type WithdrawStatus = z.infer<typeof WithdrawStatusSchema>;
export const WithdrawOrderSchema = z.object({
  orderNo: z.string(),
  type: PayoutAccountTypeSchema,
  status: WithdrawStatusSchema,
  amount: YuanSchema,
  fee: YuanSchema,
  /** What the player receives: amount less fee (in USDT for coin payouts, at `rate`). */
  actualAmount: z.string(),
  account: PayoutAccountSchema,
  rate: z.string(),
  reason: z.string(),
  createdAt: IsoTimeSchema,
  reviewedAt: IsoTimeSchema.nullable(),
});
export type WithdrawOrder = z.infer<typeof WithdrawOrderSchema>;
/** withdrawInfo: which non-coin payout type the page shows (USDT has usdtWithdrawInfo). */
export const WithdrawInfoRequestSchema = z.object({ type: z.enum(['bank', 'alipay']).default('bank') });
/** withdraw/list: the caller's own withdrawals, optionally one status. */
export const WithdrawListRequestSchema = PageRequestSchema.extend({
  status: WithdrawStatusSchema.optional(),
});
export const WithdrawOrderPageSchema = pageOf(WithdrawOrderSchema);

/* ---------------------------------------------------------------- trade records */

/**
 * transactions/queryDealRecord types: 0 all, 1 deposit, 2 withdrawal, 3 venue transfer, 4 manual
 * adjustment, 5 sports bet (stake and payout), 6 currency exchange, 7 promotion.
 */
export const DealTypeSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
export type DealType = z.infer<typeof DealTypeSchema>;
export const DealRecordRequestSchema = PageRequestSchema.extend({
  type: DealTypeSchema.default(0),
  /** Inclusive dates in the site's time zone (Asia/Shanghai), YYYY-MM-DD. */
  beginDate: CalendarDateSchema.optional(),
  endDate: CalendarDateSchema.optional(),
});
export const DealRecordSchema = z.object({
  id: z.string(),
  type: DealTypeSchema,
  /**
   * A finer label key: the ledger's transfer kind (deposit, withdraw_hold, venue_in, credit, bet_stake, ...),
   * or bet_cashout for a ticket cashed out before the end.
   */
  kind: z.string(),
  /**
   * Which of the member's balances moved: the centre wallet, the locked funds (only a withdrawal's payout
   * shows from there; its hold and release already show on the centre wallet), or the USDT sub-wallet.
   */
  wallet: z.enum(['center', 'locked', 'usdt']),
  /** Signed change of that balance, e.g. '-100.00' (USDT amounts in USDT). */
  amount: YuanSchema,
  balanceAfter: YuanSchema,
  /** Order number or venue code the movement belongs to. */
  reference: z.string(),
  /** A note written for the player (an operator's reason, an exchange rate, a deposit's fee), or ''. */
  remark: z.string(),
  createdAt: IsoTimeSchema,
});
export type DealRecord = z.infer<typeof DealRecordSchema>;
export const DealRecordPageSchema = pageOf(DealRecordSchema).extend({
  /** Sums of centre-wallet movements over the whole filtered range, not just this page. */
  totalIn: YuanSchema,
  totalOut: YuanSchema,
});
