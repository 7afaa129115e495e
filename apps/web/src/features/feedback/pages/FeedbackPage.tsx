import { useState } from 'react';
import { Button, Flex, Form, Radio, Select, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import {
  FEEDBACK_TYPES,
  FeedbackLimits,
  FeedbackType,
  feedbackTextLength,
  type FeedbackTypeCode,
} from '@qilin/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { TitledCard } from '../../../shared/ui/TitledCard.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { sendFeedback, useFeedbackBets, useFeedbackDeposits } from '../api.ts';
import { FeedbackFrame } from '../components/FeedbackFrame.tsx';
import { FeedbackTextArea } from '../components/FeedbackText.tsx';
import { ImagePicker } from '../components/ImagePicker.tsx';
import { FEEDBACK_NS } from '../i18n.ts';
import '../feedback.css';

interface Values {
  type?: FeedbackTypeCode;
  content: string;
  bet?: string;
  deposit?: string;
}

/**
 * /mine/feedback (route feedback): type, text with a counter, up to four screenshots, and for deposit or
 * betting problems the record it is about (queryMemberBetList / querySiteDepositRewardConfigList). The
 * rules are the server's (FeedbackLimits); the server checks them again.
 */
export function FeedbackPage() {
  const t = useT(FEEDBACK_NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form);
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const bets = useFeedbackBets(type === FeedbackType.bet);
  const deposits = useFeedbackDeposits(type === FeedbackType.deposit);

  const submit = async (v: Values) => {
    if (v.type === undefined) return;
    setSending(true);
    try {
      const relatedRef =
        v.type === FeedbackType.bet && v.bet
          ? `bet:${v.bet}`
          : v.type === FeedbackType.deposit && v.deposit
            ? `deposit:${v.deposit}`
            : '';
      await sendFeedback({ type: v.type, content: v.content.trim(), images, relatedRef });
      toast.success(t('form.sent'));
      // Still sending: a press before the list has replaced the form would send the feedback again.
      navigate('/mine/feedback/list');
    } catch {
      // The API client has shown the server's message.
      setSending(false);
    }
  };

  const channels = deposits.data?.channels.map((c) => c.name).join('、') ?? '';

  return (
    <FeedbackFrame active="form">
      <TitledCard title={t('form.title')} subtitle={t('form.subtitle')}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ content: '' }}
          onFinish={(v) => void submit(v)}
          style={{ maxWidth: 640 }}
          requiredMark={false}
        >
          <Form.Item
            name="type"
            label={t('form.type')}
            rules={[{ required: true, message: t('form.typeRequired') }]}
          >
            <Radio.Group optionType="button" buttonStyle="solid" className="qf-types">
              {FEEDBACK_TYPES.map((code) => (
                <Radio.Button key={code} value={code}>
                  {t(`type.${code}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>

          {type === FeedbackType.bet ? (
            <Form.Item name="bet" label={t('form.bet')}>
              <Select
                allowClear
                loading={bets.isLoading}
                placeholder={t('form.betPlaceholder')}
                notFoundContent={t('form.betNone')}
                options={(bets.data?.list ?? []).map((b) => ({
                  value: b.ticketId,
                  label: `${formatDateTime(b.placedAt)}  ${b.title}  ¥${formatMoney(b.stake)}  ${b.statusText}`,
                }))}
              />
            </Form.Item>
          ) : null}

          {type === FeedbackType.deposit ? (
            <Form.Item
              name="deposit"
              label={t('form.deposit')}
              extra={channels ? t('form.depositChannels', { names: channels }) : undefined}
            >
              <Select
                allowClear
                loading={deposits.isLoading}
                placeholder={t('form.depositPlaceholder')}
                notFoundContent={t('form.depositNone')}
                options={(deposits.data?.orders ?? []).map((o) => ({
                  value: o.orderNo,
                  label: `${formatDateTime(o.createdAt)}  ${o.channelName}  ¥${formatMoney(o.amount)}  ${t(`depositStatus.${o.status}`)}`,
                }))}
              />
            </Form.Item>
          ) : null}

          <Form.Item
            name="content"
            label={t('form.content')}
            rules={[
              {
                validator: (_, value: string = '') => {
                  const n = feedbackTextLength(value);
                  if (n === 0) return Promise.reject(new Error(t('form.textRequired')));
                  if (n < FeedbackLimits.textMin)
                    return Promise.reject(new Error(t('form.textTooShort', { min: FeedbackLimits.textMin })));
                  if (n > FeedbackLimits.textMax)
                    return Promise.reject(new Error(t('form.textTooLong', { max: FeedbackLimits.textMax })));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <FeedbackTextArea
              rows={6}
              placeholder={t('form.contentPlaceholder', { min: FeedbackLimits.textMin })}
            />
          </Form.Item>

          <Form.Item label={t('form.images')}>
            <ImagePicker value={images} onChange={setImages} onBusy={setUploading} />
          </Form.Item>

          <Flex gap={12} align="center">
            <Button type="primary" htmlType="submit" loading={sending} disabled={uploading} size="large">
              {t('form.submit')}
            </Button>
            {uploading ? (
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {t('form.uploading')}
              </Typography.Text>
            ) : null}
          </Flex>
        </Form>
      </TitledCard>
    </FeedbackFrame>
  );
}
