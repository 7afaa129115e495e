import { Card, Flex, Grid, Tabs, Typography, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { PayoutAccountType } from '@qilin/contract';
import { formatCnyRange } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { useWithdrawCfgList } from '../api.ts';
import { RecentWithdrawals } from '../components/RecentWithdrawals.tsx';
import { WithdrawPanel } from '../components/WithdrawForm.tsx';
import { WithdrawOrderView } from '../components/WithdrawOrderView.tsx';
import { WITHDRAW_NS } from '../i18n.ts';
import { parseTab } from '../paths.ts';

const TABS: readonly PayoutAccountType[] = ['bank', 'alipay', 'usdt'];

/**
 * /mine/takemoney (SPEC §2.2): bank / Alipay / USDT tabs over withdrawInfo, the form, and the order once
 * sent. The tab and the order live in the address (?tab=, ?orderNo=) so a reload shows the same thing.
 */
export function TakeMoneyPage() {
  const t = useT(WITHDRAW_NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  // useLocation, not useSearchParams: the latter would add router code to everyone's first load.
  const params = new URLSearchParams(useLocation().search);
  const setParams = (next: Record<string, string>, options?: { replace?: boolean }) =>
    navigate({ search: `?${new URLSearchParams(next).toString()}` }, options);
  const tab = parseTab(params.get('tab'));
  // withdraw/baseCfg/list: each tab shows its single-withdrawal range before it is opened.
  const cfgs = useWithdrawCfgList().data ?? [];
  const range = (key: PayoutAccountType) => {
    const cfg = cfgs.find((c) => c.type === key);
    return cfg ? formatCnyRange(cfg.minAmount, cfg.maxAmount) : null;
  };
  const orderNo = params.get('orderNo') ?? '';
  // Three tabs with their ranges under them fill a 360 px phone at antd's 32 px gutter: half leaves room.
  const phone = Grid.useBreakpoint().sm === false;

  return (
    <>
      <Card
        variant="borderless"
        title={
          <Flex vertical style={{ padding: '4px 0' }}>
            <span>{t('page.title')}</span>
            <Typography.Text
              type="secondary"
              style={{ fontWeight: 'normal', fontSize: token.fontSizeSM, whiteSpace: 'normal' }}
            >
              {t('page.subtitle')}
            </Typography.Text>
          </Flex>
        }
      >
        {orderNo ? (
          <WithdrawOrderView orderNo={orderNo} onBack={() => setParams({ tab })} />
        ) : (
          <Tabs
            activeKey={tab}
            tabBarGutter={phone ? 16 : undefined}
            onChange={(key) => setParams({ tab: key }, { replace: true })}
            destroyOnHidden
            items={TABS.map((key) => ({
              key,
              label: (
                <Flex vertical align="center" style={{ lineHeight: 1.3 }}>
                  <span>{t(`page.tabs.${key}`)}</span>
                  {range(key) ? (
                    <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM - 1 }}>
                      {range(key)}
                    </Typography.Text>
                  ) : null}
                </Flex>
              ),
              children: (
                <WithdrawPanel tab={key} onDone={(order) => setParams({ tab, orderNo: order.orderNo })} />
              ),
            }))}
          />
        )}
      </Card>
      <RecentWithdrawals onOpen={(no) => setParams({ tab, orderNo: no })} />
    </>
  );
}
