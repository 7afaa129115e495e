import { useState } from 'react';
import { Avatar, Button, Empty, Flex, Modal, Skeleton, Typography, Upload, theme } from 'antd';
import { CheckCircleFilled, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_IMAGE_TYPES } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { chooseStockAvatar, uploadAvatar, useAvatarList } from '../api.ts';
import { checkAvatarFile } from '../rules.ts';

interface Props {
  open: boolean;
  current: string;
  onClose: () => void;
}

/** Pick a stock avatar (UserPath.avatarList) or upload one (upload/uploadImage, then addAvatar). */
export function AvatarDialog({ open, current, onClose }: Props) {
  const t = useT('mine');
  const { token } = theme.useToken();
  const list = useAvatarList(open);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setChosen(null);
    onClose();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      toast.success(t('userinfo.avatarSaved'));
      close();
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('userinfo.avatarTitle')}
      onCancel={close}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !chosen, loading: busy }}
      onOk={() => chosen && void run(() => chooseStockAvatar(chosen))}
      destroyOnHidden
      width={520}
    >
      <Typography.Text type="secondary">{t('userinfo.stockAvatars')}</Typography.Text>
      <div style={{ margin: '12px 0 20px' }}>
        {list.isLoading ? (
          <Skeleton.Avatar active size={56} />
        ) : list.data?.length ? (
          <Flex wrap gap={12}>
            {list.data.map((a) => {
              const active = chosen ? chosen === a.id : a.url === current;
              return (
                <button
                  key={a.id}
                  type="button"
                  onClick={() => setChosen(a.id)}
                  aria-pressed={active}
                  style={{
                    position: 'relative',
                    padding: 2,
                    border: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
                    borderRadius: '50%',
                    background: 'none',
                    cursor: 'pointer',
                  }}
                >
                  <Avatar size={56} src={a.url} />
                  {active ? (
                    <CheckCircleFilled
                      style={{
                        position: 'absolute',
                        right: -2,
                        bottom: -2,
                        color: token.colorPrimary,
                        fontSize: 18,
                      }}
                    />
                  ) : null}
                </button>
              );
            })}
          </Flex>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </div>
      <Flex vertical gap={6}>
        <Upload
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = checkAvatarFile(file);
            if (problem) toast.error(t(`userinfo.${problem}`));
            else void run(() => uploadAvatar(file));
            return false; // we upload ourselves through the API client
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {t('userinfo.upload')}
          </Button>
        </Upload>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {t('userinfo.uploadHint')}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
