import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Progress, Skeleton, Tag, Typography, theme } from 'antd';
import {
  CheckCircleFilled,
  ExclamationCircleFilled,
  KeyOutlined,
  LockOutlined,
  MailOutlined,
  MobileOutlined,
  RedoOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { useT } from '../../../shared/i18n/index.ts';
import { useMember } from '../../../shared/session/index.ts';
import { IconBox } from '../../../shared/ui/IconBox.tsx';
import { BindEmailDialog, BindPhoneDialog } from '../components/BindContactDialogs.tsx';
import { BindRequiredNotice } from '../components/BindRequiredNotice.tsx';
import { availableWays } from '../components/CodeWay.tsx';
import { ChangePasswordDialog, ResetPasswordDialog } from '../components/PasswordDialogs.tsx';
import { WithdrawResetDialog, WithdrawSetDialog } from '../components/WithdrawDialogs.tsx';
import { securityScore } from '../rules.ts';
import '../i18n.ts';

type DialogName = 'phone' | 'email' | 'password' | 'resetPassword' | 'withdrawSet' | 'withdrawReset';

interface ItemProps {
  icon: ReactNode;
  title: string;
  desc: string;
  ok: boolean;
  state: ReactNode;
  action: ReactNode;
}

function SecurityItem({ icon, title, desc, ok, state, action }: ItemProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      gap={16}
      wrap
      style={{ padding: '18px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      {/* The icon stays beside its title on a phone; only the action moves down a line, under the text. */}
      <Flex align="center" gap={16} style={{ flex: '1 1 260px', minWidth: 0 }}>
        <IconBox size={44} iconSize={20} radius="large" tone={ok ? 'success' : 'warning'}>
          {icon}
        </IconBox>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong>{title}</Typography.Text>
            {state}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {desc}
          </Typography.Text>
        </div>
      </Flex>
      {action ? <div style={{ marginInlineStart: 60 }}>{action}</div> : null}
    </Flex>
  );
}

/** /mine/auth: the security centre — each protection with its state and the action to set it up. */
export function SecurityPage() {
  const t = useT('mine');
  const { token } = theme.useToken();
  const member = useMember();
  const [dialog, setDialog] = useState<DialogName | null>(null);

  if (!member) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  const close = () => setDialog(null);
  const score = securityScore(member);
  const hasContact = availableWays(member).length > 0;
  const levelColor =
    score.level === 'high'
      ? token.colorSuccessText
      : score.level === 'medium'
        ? token.colorWarningText
        : token.colorErrorText;
  const levelText =
    score.level === 'high'
      ? t('security.levelHigh')
      : score.level === 'medium'
        ? t('security.levelMedium')
        : t('security.levelLow');

  const status = (ok: boolean, okText: string, noText: string, value?: string) =>
    ok ? (
      <>
        <Tag color="success" icon={<CheckCircleFilled />}>
          {okText}
        </Tag>
        {value ? <Typography.Text type="secondary">{value}</Typography.Text> : null}
      </>
    ) : (
      <Tag color="warning" icon={<ExclamationCircleFilled />}>
        {noText}
      </Tag>
    );

  return (
    <Card
      variant="borderless"
      title={
        <Flex vertical>
          <span>{t('security.title')}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: token.fontSizeSM }}>
            {t('security.subtitle')}
          </Typography.Text>
        </Flex>
      }
    >
      <BindRequiredNotice member={member} />
      <Flex align="center" gap={16} wrap>
        <Typography.Text>
          {t('security.level')}：<Typography.Text style={{ color: levelColor }}>{levelText}</Typography.Text>
        </Typography.Text>
        <Progress
          aria-label={t('security.level')}
          percent={Math.round((score.done / score.total) * 100)}
          steps={score.total}
          strokeColor={levelColor}
          showInfo={false}
        />
      </Flex>

      <SecurityItem
        icon={<MobileOutlined />}
        title={t('security.phoneTitle')}
        desc={t('security.phoneDesc')}
        ok={member.bindPhone}
        state={status(
          member.bindPhone,
          t('common.bound'),
          t('common.unbound'),
          `${member.areaCode ? `${member.areaCode} ` : ''}${member.phone}`,
        )}
        action={
          member.bindPhone ? null : (
            <Button type="primary" onClick={() => setDialog('phone')}>
              {t('common.bind')}
            </Button>
          )
        }
      />
      <SecurityItem
        icon={<MailOutlined />}
        title={t('security.emailTitle')}
        desc={t('security.emailDesc')}
        ok={member.bindEmail}
        state={status(member.bindEmail, t('common.bound'), t('common.unbound'), member.email)}
        action={
          member.bindEmail ? null : (
            <Button type="primary" onClick={() => setDialog('email')}>
              {t('common.bind')}
            </Button>
          )
        }
      />
      <SecurityItem
        icon={<LockOutlined />}
        title={t('security.passwordTitle')}
        desc={t('security.passwordDesc')}
        ok
        state={status(true, t('common.set'), t('common.notSet'))}
        action={<Button onClick={() => setDialog('password')}>{t('common.modify')}</Button>}
      />
      <SecurityItem
        icon={<UnlockOutlined />}
        title={t('security.resetPasswordTitle')}
        desc={hasContact ? t('security.resetPasswordDesc') : t('security.needContact')}
        ok={hasContact}
        state={null}
        action={
          <Button disabled={!hasContact} onClick={() => setDialog('resetPassword')}>
            {t('common.reset')}
          </Button>
        }
      />
      <SecurityItem
        icon={<KeyOutlined />}
        title={t('security.withdrawTitle')}
        desc={t('security.withdrawDesc')}
        ok={member.hasWithdrawPassword}
        state={status(member.hasWithdrawPassword, t('common.set'), t('common.notSet'))}
        action={
          member.hasWithdrawPassword ? null : (
            <Button type="primary" onClick={() => setDialog('withdrawSet')}>
              {t('security.setWithdraw')}
            </Button>
          )
        }
      />
      {member.hasWithdrawPassword ? (
        <SecurityItem
          icon={<RedoOutlined />}
          title={t('security.withdrawResetTitle')}
          desc={hasContact ? t('security.withdrawResetDesc') : t('security.needContact')}
          ok={hasContact}
          state={null}
          action={
            <Button disabled={!hasContact} onClick={() => setDialog('withdrawReset')}>
              {t('common.reset')}
            </Button>
          }
        />
      ) : null}

      <Alert type="warning" showIcon title={t('security.safetyTip')} style={{ marginTop: 20 }} />

      <BindPhoneDialog open={dialog === 'phone'} onClose={close} />
      <BindEmailDialog open={dialog === 'email'} onClose={close} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} member={member} />
      {hasContact ? (
        <>
          <ResetPasswordDialog open={dialog === 'resetPassword'} onClose={close} member={member} />
          <WithdrawResetDialog open={dialog === 'withdrawReset'} onClose={close} member={member} />
        </>
      ) : null}
      <WithdrawSetDialog open={dialog === 'withdrawSet'} onClose={close} member={member} />
    </Card>
  );
}
