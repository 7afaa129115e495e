import { useState } from 'react';
import { Button, Modal } from 'antd';
import { markRegionNoticeSeen } from '../../../shared/access/region-notice-seen.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { ACCESS_NS } from '../i18n.ts';

/** 6032 (DESIGN §11): the site may be restricted where the player is; told once, then out of the way. */
export function RegionNoticeDialog() {
  const t = useT(ACCESS_NS);
  const [open, setOpen] = useState(true);
  const close = () => {
    markRegionNoticeSeen();
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      title={t('noticeTitle')}
      onCancel={close}
      centered
      width={420}
      footer={
        <Button type="primary" onClick={close}>
          {t('gotIt')}
        </Button>
      }
    >
      <p className="qx-notice-body">{t('noticeBody')}</p>
    </Modal>
  );
}
