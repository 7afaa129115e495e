import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Skeleton, theme } from 'antd';
import { ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Limits, validateCode, type PictureCaptcha as Captcha } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { fetchPictureCaptcha } from '../api.ts';
import { CaptchaErrorPrefix, formatCaptchaError, type CaptchaAnswer } from '../captcha.ts';
import { useRuleText } from '../rule-text.ts';

interface Props {
  onDone: (answer: CaptchaAnswer | null) => void;
  /** Why the previous answer was refused (验证码错误), shown until the player types again. */
  refused?: string | null;
}

/** SPEC §2.7 picture captcha: entry required, at most 10 characters; sent back as codeId = x-code. */
export function PictureCaptcha({ onDone, refused = null }: Props) {
  const t = useT('auth');
  const ruleText = useRuleText();
  const { token } = theme.useToken();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(true);
  const [value, setValue] = useState('');
  const [error, setError] = useState(refused ?? '');
  const [fetchError, setFetchError] = useState('');

  const load = useCallback(async () => {
    setLoading(true);
    setFetchError('');
    try {
      setCaptcha(await fetchPictureCaptcha());
      setValue('');
    } catch (err) {
      setCaptcha(null);
      setFetchError(
        formatCaptchaError(CaptchaErrorPrefix.pictureFetch, messageOf(err, t('captcha.loadFailed'))),
      );
    } finally {
      setLoading(false);
    }
  }, [t]);

  useEffect(() => {
    // Fetching on open is the point of this effect; state is only set after the answer arrives.
    const id = setTimeout(() => void load(), 0);
    return () => clearTimeout(id);
  }, [load]);

  const confirm = () => {
    const problem = validateCode(value.trim(), Limits.pictureCaptchaMax);
    if (problem) {
      setError(ruleText(problem));
      return;
    }
    if (!captcha) return;
    onDone({ codeId: captcha['x-code'], code: value.trim() });
  };

  return (
    <Modal
      open
      centered
      width={360}
      title={
        <Flex gap={8} align="center">
          <SafetyCertificateOutlined style={{ color: token.colorPrimary }} />
          {t('captcha.pictureTitle')}
        </Flex>
      }
      okText={t('captcha.confirm')}
      cancelText={t('captcha.cancel')}
      okButtonProps={{ disabled: !captcha || !value.trim() }}
      onOk={confirm}
      onCancel={() => onDone(null)}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Flex vertical gap={12}>
        <Flex gap={8} align="center">
          <div
            style={{
              flex: 1,
              height: 48,
              borderRadius: token.borderRadius,
              background: token.colorFillTertiary,
              overflow: 'hidden',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              cursor: 'pointer',
            }}
            onClick={() => void load()}
            role="button"
            aria-label={t('captcha.refresh')}
          >
            {loading ? (
              <Skeleton.Button active block style={{ height: 48 }} />
            ) : captcha ? (
              <img
                src={captcha.image}
                alt={t('captcha.pictureAlt')}
                style={{ height: 48, maxWidth: '100%' }}
              />
            ) : null}
          </div>
          <Button icon={<ReloadOutlined />} onClick={() => void load()} aria-label={t('captcha.refresh')} />
        </Flex>
        {fetchError ? <Alert type="error" showIcon title={fetchError} /> : null}
        <Input
          autoFocus
          size="large"
          value={value}
          maxLength={Limits.pictureCaptchaMax}
          placeholder={t('captcha.picturePh')}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError('');
          }}
          onPressEnter={confirm}
        />
        {error ? (
          <div style={{ color: token.colorErrorText, fontSize: token.fontSizeSM }}>{error}</div>
        ) : null}
      </Flex>
    </Modal>
  );
}

const messageOf = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;
