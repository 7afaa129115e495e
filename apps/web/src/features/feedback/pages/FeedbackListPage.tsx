import { useState } from 'react';
import { Badge, Button, Empty, Flex, List, Popconfirm, Tag, Typography, theme } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { FeedbackSummary } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { TitledCard } from '../../../shared/ui/TitledCard.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { deleteFeedback, refreshAll, useFeedbackList } from '../api.ts';
import { FeedbackDetail } from '../components/FeedbackDetail.tsx';
import { FeedbackFrame } from '../components/FeedbackFrame.tsx';
import { STATUS_COLOURS } from '../components/status.ts';
import { FEEDBACK_NS } from '../i18n.ts';

const PAGE_SIZE = 10;

/**
 * /mine/feedback/list (route feedbackList): the member's feedback, newest first, with its status, a dot
 * for an unread reply, the thread on opening, and delete with a confirmation.
 */
export function FeedbackListPage() {
  const t = useT(FEEDBACK_NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [pageNum, setPageNum] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const list = useFeedbackList({ pageNum, pageSize: PAGE_SIZE });
  const data = list.data;

  const remove = async (id: number) => {
    try {
      await deleteFeedback(id);
      toast.success(t('list.deleted'));
      if (data && data.list.length === 1 && pageNum > 1) setPageNum(pageNum - 1);
    } catch {
      // The API client has shown the reason.
    }
  };

  const item = (f: FeedbackSummary) => (
    <List.Item
      key={f.id}
      data-testid="feedback-item"
      actions={[
        <Button key="open" type="link" onClick={() => setOpened(f.id)}>
          {t('list.open')}
        </Button>,
        <Popconfirm
          key="delete"
          title={t('list.deleteConfirm')}
          okText={t('list.deleteOk')}
          cancelText={t('list.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove(f.id)}
        >
          <Button type="link" danger>
            {t('list.delete')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <Flex
        vertical
        gap={4}
        style={{ cursor: 'pointer', minWidth: 0, flex: 1 }}
        onClick={() => setOpened(f.id)}
      >
        <Flex gap={8} align="center" wrap>
          <Badge dot={f.unreadReply} offset={[4, 0]}>
            <Typography.Text strong>{t(`type.${f.type}`)}</Typography.Text>
          </Badge>
          <Tag color={STATUS_COLOURS[f.status]} style={{ marginInlineStart: 8 }}>
            {t(`status.${f.status}`)}
          </Tag>
          {f.unreadReply ? <Tag color="red">{t('list.unread')}</Tag> : null}
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {formatDateTime(f.createdAt)}
          </Typography.Text>
        </Flex>
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {f.content}
        </Typography.Paragraph>
        <Flex gap={12}>
          {f.images.length > 0 ? (
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              <PictureOutlined /> {f.images.length}
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {f.replyCount > 0 ? t('list.replies', { count: f.replyCount }) : t('list.noReply')}
          </Typography.Text>
        </Flex>
      </Flex>
    </List.Item>
  );

  return (
    <FeedbackFrame active="list">
      <TitledCard
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        fetching={list.isFetching}
        onReload={() => void refreshAll()}
        reloadLabel={t('list.reload')}
      >
        {data && data.total === 0 ? (
          <Empty description={t('list.empty')}>
            <Button type="primary" onClick={() => navigate('/mine/feedback')}>
              {t('list.emptyAction')}
            </Button>
          </Empty>
        ) : (
          <List<FeedbackSummary>
            loading={list.isLoading}
            dataSource={data?.list ?? []}
            renderItem={item}
            pagination={
              data && data.total > PAGE_SIZE
                ? {
                    current: pageNum,
                    pageSize: PAGE_SIZE,
                    total: data.total,
                    onChange: setPageNum,
                    showTotal: (total) => t('list.total', { total }),
                  }
                : false
            }
          />
        )}
      </TitledCard>
      <FeedbackDetail id={opened} onClose={() => setOpened(null)} />
    </FeedbackFrame>
  );
}
