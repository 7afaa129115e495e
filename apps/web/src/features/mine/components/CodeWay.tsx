import { Segmented, Typography } from 'antd';
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import type { MemberInfo } from '@qilin/contract';
import { SendCodeCate, SendCodeType } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { revealField } from '../api.ts';
import type { SendCodeInput } from '../../auth/send-code.ts';

export type CodeWayValue = 'phone' | 'email';

/** The ways a logged-in member can receive a reset code: the contacts they have bound. */
export const availableWays = (m: Pick<MemberInfo, 'bindPhone' | 'bindEmail'>): CodeWayValue[] => [
  ...(m.bindPhone ? (['phone'] as const) : []),
  ...(m.bindEmail ? (['email'] as const) : []),
];

/**
 * A reset code (type 2) for a logged-in member goes to their bound contact. The plain number/address is
 * needed for the request, so it is decrypted (and cached in DD_ storage) first.
 */
export const resetCodeRequest = async (
  member: MemberInfo,
  way: CodeWayValue,
): Promise<SendCodeInput | null> => {
  try {
    const contact = await revealField(way);
    return way === 'phone'
      ? {
          type: SendCodeType.reset,
          cate: SendCodeCate.sms,
          contact,
          name: member.name,
          areaCode: member.areaCode,
        }
      : { type: SendCodeType.reset, cate: SendCodeCate.email, contact, name: member.name };
  } catch {
    return null;
  }
};

interface Props {
  member: MemberInfo;
  value: CodeWayValue;
  onChange: (way: CodeWayValue) => void;
}

/** Way switch (phone / e-mail, only those bound) and where the code goes. */
export function CodeWay({ member, value, onChange }: Props) {
  const t = useT('mine');
  const ways = availableWays(member);
  return (
    <div style={{ marginBottom: 16 }}>
      {ways.length > 1 ? (
        <Segmented<CodeWayValue>
          block
          value={value}
          onChange={onChange}
          options={[
            { value: 'phone', label: t('security.byPhone'), icon: <MobileOutlined /> },
            { value: 'email', label: t('security.byEmail'), icon: <MailOutlined /> },
          ]}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Typography.Text type="secondary">
        {t('security.sendTo', { target: value === 'phone' ? member.phone : member.email })}
      </Typography.Text>
    </div>
  );
}
