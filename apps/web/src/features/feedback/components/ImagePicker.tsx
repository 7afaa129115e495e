import { useState, type Dispatch, type SetStateAction } from 'react';
import { Button, Flex, Image, Spin, Typography, Upload, theme } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { FeedbackLimits, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { uploadFeedbackImage } from '../api.ts';
import { FEEDBACK_NS } from '../i18n.ts';

const TYPES: readonly string[] = UPLOAD_IMAGE_TYPES;
const SIZE = 88;

interface Slot {
  key: string;
  url: string | null;
}

/**
 * Up to four screenshots: each is uploaded through user/upload/uploadImage the moment it is chosen (the
 * server only accepts the member's own uploads in a feedback), previewed, and removable.
 */
export function ImagePicker({
  value,
  onChange,
  onBusy,
}: {
  value: string[];
  /** A state setter: several uploads finishing together each add their own URL. */
  onChange: Dispatch<SetStateAction<string[]>>;
  onBusy: (busy: boolean) => void;
}) {
  const t = useT(FEEDBACK_NS);
  const { token } = theme.useToken();
  const [pending, setPending] = useState<Slot[]>([]);
  const room = FeedbackLimits.imagesMax - value.length - pending.length;

  const add = async (file: File) => {
    if (!TYPES.includes(file.type)) return toast.error(t('form.uploadType'));
    if (file.size > UPLOAD_MAX_BYTES) return toast.error(t('form.uploadSize'));
    const key = `${file.name}-${file.size}-${Date.now()}`;
    setPending((p) => [...p, { key, url: null }]);
    onBusy(true);
    try {
      const url = await uploadFeedbackImage(file);
      onChange((urls) => [...urls, url]);
    } catch {
      // The API client has shown the reason.
    } finally {
      setPending((p) => {
        const rest = p.filter((s) => s.key !== key);
        if (rest.length === 0) onBusy(false);
        return rest;
      });
    }
  };

  const box = {
    width: SIZE,
    height: SIZE,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorder}`,
    overflow: 'hidden',
    position: 'relative' as const,
  };

  return (
    <Flex vertical gap={6}>
      <Flex wrap gap={10}>
        <Image.PreviewGroup>
          {value.map((url) => (
            <div key={url} style={box} data-testid="feedback-image">
              <Image src={url} width={SIZE} height={SIZE} style={{ objectFit: 'cover' }} alt="" />
              <Button
                size="small"
                type="primary"
                danger
                shape="circle"
                icon={<CloseOutlined />}
                aria-label={t('form.remove')}
                onClick={() => onChange((urls) => urls.filter((u) => u !== url))}
                style={{ position: 'absolute', top: 2, right: 2, minWidth: 20, width: 20, height: 20 }}
              />
            </div>
          ))}
        </Image.PreviewGroup>
        {pending.map((s) => (
          <Flex key={s.key} align="center" justify="center" style={box} aria-label={t('form.uploading')}>
            <Spin />
          </Flex>
        ))}
        {room > 0 ? (
          <Upload
            accept={TYPES.join(',')}
            multiple
            showUploadList={false}
            beforeUpload={(file, batch) => {
              // A multi-select beyond the room left takes the first ones only.
              if (batch.indexOf(file) < room) void add(file);
              else if (batch.indexOf(file) === room)
                toast.warning(t('form.imagesHint', { max: FeedbackLimits.imagesMax }));
              return false;
            }}
          >
            <button
              type="button"
              style={{
                ...box,
                border: `1px dashed ${token.colorBorder}`,
                background: token.colorFillAlter,
                cursor: 'pointer',
                color: token.colorTextSecondary,
              }}
            >
              <PlusOutlined />
              <div style={{ marginTop: 4, fontSize: token.fontSizeSM }}>{t('form.upload')}</div>
            </button>
          </Upload>
        ) : null}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('form.imagesHint', { max: FeedbackLimits.imagesMax })}
      </Typography.Text>
    </Flex>
  );
}
