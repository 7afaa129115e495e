import { Alert, Descriptions, Flex, Image, Modal, Skeleton, Tag, Typography, theme } from 'antd';
import type { FeedbackInfo } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { useFeedbackInfo } from '../api.ts';
import { FEEDBACK_NS } from '../i18n.ts';
import { STATUS_COLOURS } from './status.ts';

function Related({ value }: { value: string }) {
  const t = useT(FEEDBACK_NS);
  const [kind, ...rest] = value.split(':');
  const id = rest.join(':');
  return <>{kind === 'bet' ? t('detail.relatedBet', { id }) : t('detail.relatedDeposit', { id })}</>;
}

function Thread({ info }: { info: FeedbackInfo }) {
  const t = useT(FEEDBACK_NS);
  const { token } = theme.useToken();
  if (info.replies.length === 0) return <Alert type="info" showIcon message={t('detail.noReplies')} />;
  return (
    <Flex vertical gap={10} data-testid="feedback-replies">
      {info.replies.map((r) => (
        <div
          key={r.id}
          style={{
            padding: '10px 12px',
            borderRadius: token.borderRadiusLG,
            background: r.author === 'operator' ? token.colorPrimaryBg : token.colorFillAlter,
          }}
        >
          <Flex justify="space-between" gap={8}>
            <Typography.Text strong>
              {r.author === 'operator' ? t('detail.operator') : t('detail.me')}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {formatDateTime(r.createdAt)}
            </Typography.Text>
          </Flex>
          <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
            {r.content}
          </Typography.Paragraph>
        </div>
      ))}
    </Flex>
  );
}

/** One feedback: what was sent (text, images, related record) and the customer-service replies. */
export function FeedbackDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT(FEEDBACK_NS);
  const info = useFeedbackInfo(id);
  const d = info.data;
  return (
    <Modal
      open={id !== null}
      title={t('detail.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={600}
    >
      {!d || d.id !== id ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'type', label: t('detail.type'), children: t(`type.${d.type}`) },
              {
                key: 'status',
                label: t('detail.status'),
                children: <Tag color={STATUS_COLOURS[d.status]}>{t(`status.${d.status}`)}</Tag>,
              },
              { key: 'time', label: t('detail.time'), children: formatDateTime(d.createdAt) },
              ...(d.relatedRef
                ? [{ key: 'related', label: t('detail.related'), children: <Related value={d.relatedRef} /> }]
                : []),
            ]}
          />
          <div>
            <Typography.Text strong>{t('detail.content')}</Typography.Text>
            <Typography.Paragraph style={{ marginTop: 6, whiteSpace: 'pre-wrap' }}>
              {d.content}
            </Typography.Paragraph>
            {d.images.length > 0 ? (
              <Image.PreviewGroup>
                <Flex wrap gap={8}>
                  {d.images.map((url) => (
                    <div key={url} data-testid="feedback-image">
                      <Image src={url} width={96} height={96} style={{ objectFit: 'cover' }} alt="" />
                    </div>
                  ))}
                </Flex>
              </Image.PreviewGroup>
            ) : null}
          </div>
          <div>
            <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
              {t('detail.replies')}
            </Typography.Text>
            <Thread info={d} />
          </div>
        </Flex>
      )}
    </Modal>
  );
}
