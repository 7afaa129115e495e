import { useState } from 'react';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  Button,
  Empty,
  Flex,
  Modal,
  Pagination,
  Popconfirm,
  Result,
  Skeleton,
  Spin,
  Tabs,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { Letter, LetterType } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { CountBadge } from '../../../shared/ui/CountBadge.tsx';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { TitledCard } from '../../../shared/ui/TitledCard.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useDeleteLetters, useLetters, useReadAll, useReadLetter } from '../api.ts';
import { MESSAGES_NS } from '../i18n.ts';
import { unreadOf, useUnreadCounts } from '../unread.ts';
import '../messages.css';

type Tab = LetterType | 'all';
const TABS: readonly Tab[] = ['all', 'notice', 'activity', 'bulletin', 'match', 'fd'];
const TAG_COLORS: Record<LetterType, string> = {
  notice: 'blue',
  activity: 'volcano',
  bulletin: 'gold',
  match: 'green',
  fd: 'purple',
};
const PAGE_SIZE = 10;

/**
 * /mine/message (SPEC §2.2, §7.3 site/letter/*): the member's letters and the site's broadcasts, a tab per
 * type with its unread count, unread letters bold with a dot; opening one shows it and marks it read;
 * delete asks first; "read all" clears the current tab. The header badge follows every change.
 */
export function MessagePage() {
  const t = useT(MESSAGES_NS);
  const { token } = theme.useToken();
  const [tab, setTab] = useState<Tab>('all');
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<Letter | null>(null);
  const type = tab === 'all' ? undefined : tab;
  const letters = useLetters({ ...(type ? { type } : {}), pageNum, pageSize: PAGE_SIZE });
  const counts = useUnreadCounts();
  const read = useReadLetter();
  const remove = useDeleteLetters();
  const readAll = useReadAll();
  const data = letters.data;
  const tabUnread = unreadOf(counts.data, tab);

  const show = (letter: Letter) => {
    setOpen({ ...letter, read: true });
    if (!letter.read) read.mutate(letter.id);
  };

  const removeOne = (id: string) =>
    remove.mutate([id], {
      onSuccess: () => {
        toast.success(t('deleted'));
        setOpen(null);
        // Deleting the last letter of a page steps back to the page before.
        if (data && data.list.length === 1 && pageNum > 1) setPageNum(pageNum - 1);
      },
    });

  const emptyText = tab === 'all' ? t('empty') : t('emptyType', { type: t(`tab.${tab}`) });

  return (
    <TitledCard
      title={t('title')}
      subtitle={t('subtitle')}
      fetching={letters.isFetching}
      onReload={() => {
        void letters.refetch();
        void counts.refetch();
      }}
      reloadLabel={t('retry')}
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as Tab);
          setPageNum(1);
        }}
        items={TABS.map((k) => ({
          key: k,
          label: (
            <Flex gap={6} align="center" component="span" data-testid={`tab-${k}`}>
              <span>{t(`tab.${k}`)}</span>
              {unreadOf(counts.data, k) > 0 ? (
                <CountBadge count={unreadOf(counts.data, k)} size="small" />
              ) : null}
            </Flex>
          ),
        }))}
        style={{ marginTop: -8 }}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          {tabUnread > 0 ? t('unreadCount', { count: tabUnread }) : t('noUnread')}
          {data ? ` · ${t('count', { total: data.total })}` : ''}
        </Typography.Text>
        <Button
          icon={<CheckOutlined />}
          disabled={tabUnread === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate(type, { onSuccess: () => toast.success(t('readAllDone')) })}
        >
          {t('readAll')}
        </Button>
      </Flex>

      {/* Another tab or page: its letters are the previous one's until the answer comes, so they are covered. */}
      <Spin spinning={letters.isPlaceholderData}>
        {letters.isError && !data ? (
          <Result
            status="warning"
            title={t('loadFailed')}
            extra={<Button onClick={() => void letters.refetch()}>{t('retry')}</Button>}
          />
        ) : !data ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : data.list.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Flex vertical gap={4}>
                <Typography.Text>{emptyText}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {t(`emptyHint.${tab}`)}
                </Typography.Text>
              </Flex>
            }
          />
        ) : (
          <ul className="qa-letters" aria-label={t('title')}>
            {data.list.map((l) => (
              <li
                key={l.id}
                className={l.read ? 'qa-letter' : 'qa-letter qa-letter-unread'}
                data-testid="letter"
              >
                <button type="button" className="qa-letter-main" onClick={() => show(l)}>
                  <span className="qa-letter-head">
                    <span className="qa-letter-dot" aria-label={l.read ? undefined : t('unread')} />
                    <Tag bordered={false} color={TAG_COLORS[l.type]} style={{ marginInlineEnd: 0 }}>
                      {t(`tab.${l.type}`)}
                    </Tag>
                    <span className="qa-letter-title">{l.title}</span>
                    <span className="qa-letter-time">{formatDateTime(l.createdAt)}</span>
                  </span>
                  <span className="qa-letter-body">{l.body}</span>
                </button>
                <Popconfirm
                  title={t('deleteConfirm')}
                  description={t('deleteHint')}
                  okText={t('ok')}
                  cancelText={t('cancel')}
                  onConfirm={() => removeOne(l.id)}
                >
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('delete')}
                    className="qa-letter-delete"
                  />
                </Popconfirm>
              </li>
            ))}
          </ul>
        )}
      </Spin>

      {data && data.total > PAGE_SIZE ? (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Pagination
            current={pageNum}
            pageSize={PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            showTotal={(total) => t('count', { total })}
            onChange={setPageNum}
          />
        </Flex>
      ) : null}

      <Modal
        open={open !== null}
        title={open?.title}
        onCancel={() => setOpen(null)}
        footer={[
          <Popconfirm
            key="delete"
            title={t('deleteConfirm')}
            description={t('deleteHint')}
            okText={t('ok')}
            cancelText={t('cancel')}
            onConfirm={() => open && removeOne(open.id)}
          >
            <Button danger icon={<DeleteOutlined />}>
              {t('delete')}
            </Button>
          </Popconfirm>,
          <Button key="close" type="primary" onClick={() => setOpen(null)}>
            {t('close')}
          </Button>,
        ]}
      >
        {open ? (
          <Flex vertical gap={12}>
            <Flex gap={8} align="center" wrap>
              <Tag bordered={false} color={TAG_COLORS[open.type]} style={{ marginInlineEnd: 0 }}>
                {t(`tab.${open.type}`)}
              </Tag>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {open.sender === 'system' ? t('sender.system') : t('sender.operator')}
                {open.broadcast ? ` · ${t('broadcast')}` : ''} · {formatDateTime(open.createdAt)}
              </Typography.Text>
            </Flex>
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
              data-testid="letter-body"
            >
              {open.body}
            </Typography.Paragraph>
          </Flex>
        ) : null}
      </Modal>
    </TitledCard>
  );
}
