import { createHash } from 'node:crypto';
import { ethereumAddressOf, tronAddressOf, type CoinNetwork, type WaitPage } from '@qilin/contract';
import type { ChannelRepo } from './channel-repo.ts';
import type { ChannelAccount } from './schema.ts';

/** The demo USDT rate: CNY per 1 USDT in 1/10000 CNY (7.2100), written to payment_coin_rates once. */
export const DEMO_USDT_RATE_E4 = 72_100;

interface ChannelSeed {
  code: string;
  type: 'bank' | 'ewallet' | 'usdt' | 'huione';
  name: string;
  network: string;
  minFen: number;
  maxFen: number;
  feeRateBp: number;
  quickAmounts: string[];
  waitPage: WaitPage;
  tips: string;
  needsDepositorName: boolean;
  account: ChannelAccount;
}

const DEMO_ADDRESS_SEED = 'qilin:demo-deposit-address:v1';

/**
 * A demo USDT receiving address: a 20-byte account id derived from a seed, written in its network's form
 * with its checksum (base58check for TRC20, EIP-55 for ERC20), so the address passes the very check the
 * payout forms apply (`isCoinAddress`) and a player who copies our deposit address into a withdrawal is
 * not refused. The id is a hash, not derived from any key, so no one (the operator included) holds a key
 * that could move coins sent there: real coins sent to a demo address are lost, never taken.
 */
export const demoDepositAddress = (network: CoinNetwork, seed = DEMO_ADDRESS_SEED): string => {
  const id = createHash('sha256').update(`${seed}:${network}`).digest().subarray(0, 20);
  return network === 'TRC20' ? tronAddressOf(id) : ethereumAddressOf(id);
};

const TRC20_ADDRESS = demoDepositAddress('TRC20');
const ERC20_ADDRESS = demoDepositAddress('ERC20');

/**
 * The addresses earlier versions seeded, which fail their own checksums. A channel still carrying one is
 * moved to the valid demo address at start-up; an address an operator set is never touched.
 */
export const RETIRED_DEMO_ADDRESSES: readonly { from: string; to: string }[] = [
  { from: 'TXqH7bWcRzXmQ1P3sD9vYfKuLn4aEoJ2Gt', to: TRC20_ADDRESS },
  { from: '0x7a3bC9e1F04d5A6b8C2e9D1f3A5b7C9d0E2f4A6b', to: ERC20_ADDRESS },
];

/**
 * The demo brand's channels. Every account here is a demo account: the demo gateway settles every order,
 * nothing real is ever paid to these numbers.
 */
export const DEMO_CHANNELS: readonly ChannelSeed[] = [
  {
    code: 'bank',
    type: 'bank',
    name: '银行卡转账',
    network: '',
    minFen: 100_00,
    maxFen: 50_000_00,
    feeRateBp: 0,
    quickAmounts: ['100', '500', '1000', '3000', '5000', '10000'],
    waitPage: 'transferWait',
    tips: '请使用本人实名的银行卡转账，并在附言中填写附言码；转账金额须与订单金额一致，否则无法自动到账。',
    needsDepositorName: true,
    account: {
      bankName: '中国工商银行',
      accountName: '麒麟体育（演示）',
      accountNo: '6222021001234567896',
      branch: '上海浦东分行',
    },
  },
  {
    code: 'alipay',
    type: 'ewallet',
    name: '支付宝扫码',
    network: '',
    minFen: 50_00,
    maxFen: 5_000_00,
    feeRateBp: 100,
    quickAmounts: ['50', '100', '200', '500', '1000', '2000'],
    waitPage: 'rechargeWait',
    tips: '打开支付页面后请在倒计时内完成付款，手续费 1%，请勿重复支付同一订单。',
    needsDepositorName: false,
    account: {},
  },
  {
    code: 'usdt-trc20',
    type: 'usdt',
    name: 'USDT-TRC20',
    network: 'TRC20',
    minFen: 100_00,
    maxFen: 100_000_00,
    feeRateBp: 0,
    quickAmounts: ['500', '1000', '5000', '10000', '20000', '50000'],
    waitPage: 'virtualWait',
    tips: '仅支持 TRC20 网络的 USDT，请勿转入其他币种或网络；请按订单显示的 USDT 数量转账，汇率以下单时为准。演示地址，请勿转入真实资产。',
    needsDepositorName: false,
    account: { address: TRC20_ADDRESS },
  },
  {
    code: 'usdt-erc20',
    type: 'usdt',
    name: 'USDT-ERC20',
    network: 'ERC20',
    minFen: 500_00,
    maxFen: 100_000_00,
    feeRateBp: 0,
    quickAmounts: ['1000', '5000', '10000', '20000', '50000'],
    waitPage: 'virtualWait',
    tips: '仅支持 ERC20 网络的 USDT，链上手续费由付款方承担；请按订单显示的 USDT 数量转账，汇率以下单时为准。演示地址，请勿转入真实资产。',
    needsDepositorName: false,
    account: { address: ERC20_ADDRESS },
  },
  {
    code: 'huione',
    type: 'huione',
    name: '汇旺支付',
    network: '',
    minFen: 100_00,
    maxFen: 50_000_00,
    feeRateBp: 50,
    quickAmounts: ['100', '500', '1000', '5000', '10000'],
    waitPage: 'huione',
    tips: '请使用汇旺（Huione Pay）向下方账户转账，手续费 0.5%，转账金额须与订单金额一致。',
    needsDepositorName: false,
    account: {
      bankName: '汇旺支付 Huione Pay',
      accountName: '麒麟体育（演示）',
      accountNo: 'HW8800123456',
      branch: '',
    },
  },
  {
    code: 'xnbsk',
    type: 'usdt',
    name: '虚拟币快速',
    network: 'TRC20',
    minFen: 100_00,
    maxFen: 50_000_00,
    feeRateBp: 0,
    quickAmounts: ['100', '500', '1000', '5000', '10000'],
    waitPage: 'xnbsk',
    tips: '虚拟币快速通道：向下方 TRC20 地址转入订单显示的 USDT 数量，确认后自动到账，无需等待人工审核。演示地址，请勿转入真实资产。',
    needsDepositorName: false,
    account: { address: TRC20_ADDRESS },
  },
];

/**
 * Writes the demo channels and USDT rates for a site where they are missing. Existing rows (by code, by
 * network) are never touched, so an operator's limits, fees and switches survive restarts (save a retired
 * demo address, replaced by its valid successor); safe when several instances start at once.
 */
export const seedChannels = async (repo: ChannelRepo, siteId: string, now: Date): Promise<void> => {
  for (const [sort, c] of DEMO_CHANNELS.entries()) {
    await repo.insertChannelIfAbsent({ siteId, ...c, sort, createdAt: now, updatedAt: now });
  }
  for (const { from, to } of RETIRED_DEMO_ADDRESSES) await repo.replaceAddress(siteId, from, to, now);
  for (const network of ['TRC20', 'ERC20']) {
    await repo.insertRateIfAbsent({
      siteId,
      currency: 'USDT',
      network,
      rateE4: DEMO_USDT_RATE_E4,
      updatedAt: now,
    });
  }
};
