import { Alert, Button, Flex } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { arrivedForBinding } from '../../../shared/routing/bind-required.ts';
import { useT } from '../../../shared/i18n/index.ts';
import '../i18n.ts';

/**
 * Why a member sent here by the guard (SPEC §2.5 guard 3) is here, and where each missing piece is set:
 * the phone on this page, the real name on 个人资料. Gone once both are bound.
 */
export function BindRequiredNotice({ member }: { member: { bindPhone: boolean; bindRealName: boolean } }) {
  const t = useT('mine');
  const location = useLocation();
  const navigate = useNavigate();
  if (!arrivedForBinding(location.state) || (member.bindPhone && member.bindRealName)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="bind-required"
      style={{ marginBottom: 16 }}
      message={t('security.bindRequired')}
      description={
        <Flex vertical gap={4} align="start">
          {member.bindPhone ? null : <span>{t('security.bindRequiredPhone')}</span>}
          {member.bindRealName ? null : (
            <Flex gap={8} align="center" wrap>
              <span>{t('security.bindRequiredRealName')}</span>
              <Button size="small" onClick={() => navigate('/mine/userinfo')}>
                {t('security.goUserInfo')}
              </Button>
            </Flex>
          )}
        </Flex>
      }
    />
  );
}
