import { useState } from 'react';
import { NotificationOutlined, RightOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import dayjs from 'dayjs';
import { useNotices } from '../../site/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { HOME_NS } from '../i18n.ts';

/** Notice bar under the banner: titles scroll right to left; a click opens the full list. */
export function NoticeMarquee() {
  const t = useT(HOME_NS);
  const { data } = useNotices({ pageNum: 1, pageSize: 10 });
  const [open, setOpen] = useState(false);
  const notices = data?.list ?? [];
  const text = notices.map((n) => n.title).join('　　★　　') || t('noNotice');
  // Constant reading speed whatever the text length (about 6 characters a second).
  const seconds = Math.max(12, Math.round(text.length / 6));
  return (
    <>
      <button type="button" className="qh-notice" onClick={() => setOpen(true)} aria-label={t('noticeList')}>
        <span className="qh-notice-label">
          <NotificationOutlined /> {t('notice')}
        </span>
        <span className="qh-notice-track">
          <span className="qh-notice-text" style={{ animationDuration: `${seconds}s` }}>
            {text}
          </span>
        </span>
        <RightOutlined className="qh-notice-more" />
      </button>
      <Modal
        open={open}
        title={t('noticeList')}
        footer={null}
        onCancel={() => setOpen(false)}
        width={640}
        centered
      >
        {notices.length ? (
          <ul className="qh-notice-list">
            {notices.map((n) => (
              <li key={n.id}>
                <div className="qh-notice-item-title">
                  <strong>{n.title}</strong>
                  <time dateTime={n.publishedAt}>{dayjs(n.publishedAt).format('YYYY-MM-DD HH:mm')}</time>
                </div>
                <p className="qh-notice-content">{n.content}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="qh-empty">{t('noNotice')}</p>
        )}
      </Modal>
    </>
  );
}
