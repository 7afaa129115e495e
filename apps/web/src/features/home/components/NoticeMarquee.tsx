import { NotificationOutlined, RightOutlined } from '../../../shared/ui/light/icon-data.ts';
import { LightIcon } from '../../../shared/ui/light/LightIcon.tsx';
import { NOTICE_PAGE_SIZE, useNotices } from '../../site/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { HOME_NS } from '../i18n.ts';
import { LazyNoticeListDialog, useLazyDialog } from './use-home-dialog.tsx';

/**
 * Notice bar under the banner: the newest notices' titles scroll right to left; a click opens the full
 * list, which starts from this first page and loads the rest a page at a time.
 */
export function NoticeMarquee() {
  const t = useT(HOME_NS);
  const { data } = useNotices({ pageNum: 1, pageSize: NOTICE_PAGE_SIZE });
  const list = useLazyDialog(LazyNoticeListDialog);
  const notices = data?.list ?? [];
  const text = notices.map((n) => n.title).join('　　★　　') || t('noNotice');
  // Constant reading speed whatever the text length (about 6 characters a second).
  const seconds = Math.max(12, Math.round(text.length / 6));
  return (
    <>
      <button
        type="button"
        className="qh-notice"
        onClick={() => list.show(data)}
        aria-label={t('noticeList')}
      >
        <span className="qh-notice-label">
          <LightIcon icon={NotificationOutlined} /> {t('notice')}
        </span>
        <span className="qh-notice-track">
          <span className="qh-notice-text" style={{ animationDuration: `${seconds}s` }}>
            {text}
          </span>
        </span>
        <LightIcon icon={RightOutlined} className="qh-notice-more" />
      </button>
      {list.node}
    </>
  );
}
