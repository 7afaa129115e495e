import { OperatorPath, type DepositException } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

const usage = 'deposits:resolve <id> credit|dismiss --reason <text>';

export const depositsResolve: Command = {
  name: 'deposits:resolve',
  usage,
  summary:
    '处理一笔异常存款：credit 把收到的金额补入会员中心钱包（每笔付款只会补入一次），dismiss 标记为不补入（如已在支付平台退款）；须填写原因',
  accepts: { flags: ['reason'], positionals: { min: 2, max: 2 } },
  async run({ args, client, print }) {
    const [idText, action] = args.positionals;
    const reason = textFlag(args.flags, 'reason');
    const id = Number(idText);
    if (!Number.isInteger(id) || id < 1 || (action !== 'credit' && action !== 'dismiss') || !reason)
      throw new CliError(`用法：${usage}`, 2);
    const e = await (
      await client()
    ).post<DepositException>(OperatorPath.depositExceptionResolve, { id, action, reason });
    print(
      e.resolution === 'credited'
        ? `已补入异常存款 ${e.id}：¥${e.amount} 已记入会员 ${e.username} 的中心钱包（订单 ${e.orderNo}，交易号 ${e.tradeNo}）`
        : `异常存款 ${e.id} 已标记为不补入（会员 ${e.username}，交易号 ${e.tradeNo}，原因：${e.resolvedNote}）`,
    );
  },
};
