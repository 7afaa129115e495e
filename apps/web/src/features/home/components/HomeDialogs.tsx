import type { Ad } from '@qilin/contract';
import { Button, Modal, Spin } from 'antd';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { useT } from '../../../shared/i18n/index.ts';
import type { NoticePage } from '../../site/index.ts';
import { noticesOf, useNoticePages } from '../../site/notice-pages.ts';
import { openCustomerService } from '../../../shared/ui/customer-service.ts';
import '../dialogs-i18n.ts';
import { HOME_NS } from '../i18n.ts';

/*
 * The home page's dialogs, in their own chunk: antd's Modal loads when the browser is idle after the first
 * paint, or on the first click.
 */

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/**
 * The full notice list, opened from the notice bar: the bar's first page at once, then a page at a time
 * with 加载更多 at the end of the list until every notice is shown.
 */
export function NoticeListDialog({
  data: first,
  open,
  onClose,
  afterClose,
}: DialogProps & { data: NoticePage | undefined }) {
  const t = useT(HOME_NS);
  const pages = useNoticePages(first);
  const notices = pages.data ? noticesOf(pages.data.pages) : [];
  return (
    <Modal
      open={open}
      title={t('noticeList')}
      footer={null}
      onCancel={onClose}
      afterClose={afterClose}
      width={640}
      centered
    >
      {pages.isPending ? (
        <div className="qh-notice-loading">
          <Spin />
        </div>
      ) : notices.length === 0 && pages.isError ? (
        <div className="qh-failed">
          <span>{t('loadFailed')}</span>
          <Button size="small" onClick={() => void pages.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : notices.length ? (
        <div className="qh-notice-scroll">
          <ul className="qh-notice-list">
            {notices.map((n) => (
              <li key={n.id}>
                <div className="qh-notice-item-title">
                  <strong>{n.title}</strong>
                  <time dateTime={n.publishedAt}>{formatDateTime(n.publishedAt)}</time>
                </div>
                <p className="qh-notice-content">{n.content}</p>
              </li>
            ))}
          </ul>
          <div className="qh-notice-end" aria-live="polite">
            {pages.hasNextPage ? (
              <>
                {pages.isFetchNextPageError ? (
                  <span className="qh-notice-error">{t('loadFailed')}</span>
                ) : null}
                <Button
                  size="small"
                  loading={pages.isFetchingNextPage}
                  onClick={() => void pages.fetchNextPage()}
                >
                  {pages.isFetchNextPageError ? t('retry') : t('loadMore')}
                </Button>
              </>
            ) : (
              <span>{t('noticeAll', { count: notices.length })}</span>
            )}
          </div>
        </div>
      ) : (
        <p className="qh-empty">{t('noNotice')}</p>
      )}
    </Modal>
  );
}

/**
 * A promotion whose page does not exist yet: what it is and how to take part, with a way to reach
 * customer service (SPEC §2.6 warning first).
 */
export function PromoDialog({ data: ad, open, onClose, afterClose }: DialogProps & { data: Ad }) {
  const t = useT(HOME_NS);
  return (
    <Modal
      open={open}
      title={ad.title}
      onCancel={onClose}
      afterClose={afterClose}
      width={560}
      centered
      footer={[
        <Button key="close" onClick={onClose}>
          {t('promoClose')}
        </Button>,
        <Button
          key="service"
          type="primary"
          onClick={() => {
            onClose();
            openCustomerService();
          }}
        >
          {t('promoContact')}
        </Button>,
      ]}
    >
      <div className="qh-promo-detail">
        {ad.image && <img className="qh-promo-detail-image" src={ad.image} alt="" />}
        {ad.subtitle && <p className="qh-promo-detail-sub">{ad.subtitle}</p>}
        <p className="qh-promo-detail-how">{t('promoHowTo')}</p>
      </div>
    </Modal>
  );
}
