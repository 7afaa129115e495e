import { useRef, useState, type ReactNode } from 'react';
import {
  Avatar,
  Button,
  Card,
  DatePicker,
  Divider,
  Flex,
  Input,
  Radio,
  Skeleton,
  Tag,
  Typography,
  theme,
} from 'antd';
import { CameraOutlined, CheckCircleFilled, UserOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { Limits, validateBirthday, validateRealName } from '@qilin/contract';
import { useNavigate } from 'react-router';
import { useRuleText } from '../../auth/rule-text.ts';
import { DATE_INPUT_FORMATS, formatDate, formatDateTime } from '../../../shared/format/date-time.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { useMember } from '../../../shared/session/index.ts';
import { showTips } from '../../../shared/ui/dialogs.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { bindOther } from '../api.ts';
import { AvatarDialog } from '../components/AvatarDialog.tsx';
import { RevealValue } from '../components/RevealValue.tsx';
import '../i18n.ts';

function Row({ label, children, extra }: { label: string; children: ReactNode; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={16} wrap style={{ minHeight: 56, padding: '8px 0' }}>
      <div style={{ width: 96, color: token.colorTextSecondary }}>{label}</div>
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>{children}</div>
      {extra ? <div>{extra}</div> : null}
    </Flex>
  );
}

/** /mine/userinfo: avatar and profile (SPEC §2.2, §3 member info). */
export function UserInfoPage() {
  const t = useT('mine');
  const ruleText = useRuleText();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const member = useMember();
  const [avatarOpen, setAvatarOpen] = useState(false);
  const [realName, setRealName] = useState('');
  const [realNameError, setRealNameError] = useState('');
  const [birthday, setBirthday] = useState<Dayjs | null>(null);
  const [birthdayError, setBirthdayError] = useState('');
  const [busy, setBusy] = useState<'realName' | 'birthday' | 'gender' | null>(null);
  // From the press on 立即绑定 until the bind is done or cancelled: a double-click or a second Enter queued a
  // second confirmation, which came back after the name was bound and answered 真实姓名已绑定.
  const realNameAsked = useRef(false);

  if (!member) {
    return (
      <Card variant="borderless">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const save = async (what: 'realName' | 'birthday' | 'gender', work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
      toast.success(t('common.saved'));
    } catch {
      // Shown by the API client (6449 and friends included).
    } finally {
      setBusy(null);
    }
  };

  const bindRealName = () => {
    if (realNameAsked.current) return;
    const name = realName.trim();
    const problem = validateRealName(name);
    if (problem) {
      setRealNameError(ruleText(problem));
      return;
    }
    realNameAsked.current = true;
    const done = () => {
      realNameAsked.current = false;
    };
    showTips({
      msg: t('userinfo.realNameConfirm', { name }),
      isShowCancel: true,
      onSure: () => void save('realName', () => bindOther({ realName: name })).finally(done),
      onCancel: done,
    });
  };

  const bindBirthday = () => {
    const value = birthday ? birthday.format('YYYY-MM-DD') : '';
    const problem = validateBirthday(value);
    if (problem) {
      setBirthdayError(ruleText(problem));
      return;
    }
    void save('birthday', () => bindOther({ birthday: value }));
  };

  const latestAdultBirthday = dayjs().subtract(Limits.adultAge, 'year').endOf('day');
  const bound = (
    <Tag color="success" icon={<CheckCircleFilled />} style={{ marginInlineEnd: 0 }}>
      {t('common.bound')}
    </Tag>
  );
  const toSecurity = (
    <Button type="link" onClick={() => void navigate('/mine/auth')}>
      {t('userinfo.bindInSecurity')}
    </Button>
  );

  return (
    <Card
      variant="borderless"
      title={
        <Flex vertical>
          <span>{t('userinfo.title')}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: token.fontSizeSM }}>
            {t('userinfo.subtitle')}
          </Typography.Text>
        </Flex>
      }
    >
      <Flex align="center" gap={20} style={{ marginBottom: 8 }}>
        <button
          type="button"
          onClick={() => setAvatarOpen(true)}
          aria-label={t('userinfo.changeAvatar')}
          style={{ position: 'relative', padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
        >
          <Avatar size={80} src={member.avatar || undefined} alt="" icon={<UserOutlined />} />
          <span
            style={{
              position: 'absolute',
              right: 0,
              bottom: 0,
              width: 26,
              height: 26,
              borderRadius: '50%',
              background: token.colorPrimary,
              color: token.colorWhite,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              border: `2px solid ${token.colorBgContainer}`,
            }}
          >
            <CameraOutlined style={{ fontSize: 12 }} />
          </span>
        </button>
        <Flex vertical gap={4}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {member.name}
          </Typography.Title>
          <Button size="small" onClick={() => setAvatarOpen(true)} style={{ alignSelf: 'flex-start' }}>
            {t('userinfo.changeAvatar')}
          </Button>
        </Flex>
      </Flex>
      <Divider style={{ margin: '16px 0 8px' }} />

      <Row label={t('userinfo.username')}>
        <Typography.Text strong>{member.name}</Typography.Text>
      </Row>
      <Row label={t('userinfo.registerTime')}>{formatDateTime(member.registerTime)}</Row>

      <Row label={t('userinfo.realName')} extra={member.bindRealName ? bound : undefined}>
        {member.bindRealName ? (
          <RevealValue masked={member.realName} field="realName" />
        ) : (
          <Flex vertical gap={4}>
            <Flex gap={8}>
              <Input
                value={realName}
                maxLength={Limits.realNameMax}
                placeholder={t('userinfo.realNamePh')}
                status={realNameError ? 'error' : undefined}
                onChange={(e) => {
                  setRealName(e.target.value);
                  setRealNameError('');
                }}
                onPressEnter={bindRealName}
                style={{ maxWidth: 280 }}
              />
              <Button
                type="primary"
                loading={busy === 'realName'}
                disabled={!realName.trim()}
                onClick={bindRealName}
              >
                {t('common.bind')}
              </Button>
            </Flex>
            <Typography.Text
              type={realNameError ? 'danger' : 'secondary'}
              style={{ fontSize: token.fontSizeSM }}
            >
              {realNameError || t('userinfo.realNameHint')}
            </Typography.Text>
          </Flex>
        )}
      </Row>

      <Row label={t('userinfo.birthday')} extra={member.birthday ? bound : undefined}>
        {member.birthday ? (
          formatDate(member.birthday)
        ) : (
          <Flex vertical gap={4}>
            <Flex gap={8}>
              <DatePicker
                value={birthday}
                format={DATE_INPUT_FORMATS}
                placeholder={t('userinfo.birthdayPh')}
                status={birthdayError ? 'error' : undefined}
                defaultPickerValue={latestAdultBirthday}
                disabledDate={(d) => d.isAfter(latestAdultBirthday)}
                onChange={(d) => {
                  setBirthday(d);
                  setBirthdayError('');
                }}
                style={{ width: 200 }}
              />
              <Button
                type="primary"
                loading={busy === 'birthday'}
                disabled={!birthday}
                onClick={bindBirthday}
              >
                {t('common.save')}
              </Button>
            </Flex>
            <Typography.Text
              type={birthdayError ? 'danger' : 'secondary'}
              style={{ fontSize: token.fontSizeSM }}
            >
              {birthdayError || t('userinfo.birthdayHint')}
            </Typography.Text>
          </Flex>
        )}
      </Row>

      <Row label={t('userinfo.gender')}>
        <Radio.Group
          value={member.gender || undefined}
          disabled={busy === 'gender'}
          onChange={(e) => {
            const gender = e.target.value as 1 | 2;
            void save('gender', () => bindOther({ gender }));
          }}
          options={[
            { value: 1, label: t('userinfo.male') },
            { value: 2, label: t('userinfo.female') },
          ]}
        />
      </Row>

      <Row label={t('userinfo.email')} extra={member.bindEmail ? bound : toSecurity}>
        {member.bindEmail ? (
          <RevealValue masked={member.email} field="email" />
        ) : (
          <Typography.Text type="secondary">{t('common.unbound')}</Typography.Text>
        )}
      </Row>
      <Row label={t('userinfo.phone')} extra={member.bindPhone ? bound : toSecurity}>
        {member.bindPhone ? (
          <RevealValue
            masked={`${member.areaCode ? `${member.areaCode} ` : ''}${member.phone}`}
            field="phone"
          />
        ) : (
          <Typography.Text type="secondary">{t('common.unbound')}</Typography.Text>
        )}
      </Row>

      <AvatarDialog open={avatarOpen} current={member.avatar} onClose={() => setAvatarOpen(false)} />
    </Card>
  );
}
