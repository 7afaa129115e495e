import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Alert, Button, Flex, Modal, Skeleton, Spin, theme } from 'antd';
import {
  ArrowRightOutlined,
  CheckOutlined,
  ReloadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { SliderChallenge } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { checkSlider, fetchSliderChallenge } from '../api.ts';
import { CaptchaErrorPrefix, formatCaptchaError, type CaptchaAnswer } from '../captcha.ts';
import { createTraceRecorder, encodeSliderOutput } from '../slider-trace.ts';

interface Props {
  onDone: (answer: CaptchaAnswer | null) => void;
}

type Phase = 'loading' | 'ready' | 'dragging' | 'checking' | 'passed';

const messageOf = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;

/**
 * Our self-hosted slider (contract SliderChallenge): drag the piece into the gap. The handle is as wide as
 * the piece and sits under it, so handle offset = piece x in image pixels. The drag is recorded as
 * [[x, y, ms], ...] and checked with validate_way 'slide'; a pass gives the codeId/code for the retry.
 */
export function SliderCaptcha({ onDone }: Props) {
  const t = useT('auth');
  const { token } = theme.useToken();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [x, setX] = useState(0);
  const [error, setError] = useState('');
  const recorder = useRef<ReturnType<typeof createTraceRecorder> | null>(null);
  const lastX = useRef(0);

  const load = useCallback(async () => {
    setPhase('loading');
    setX(0);
    lastX.current = 0;
    try {
      setChallenge(await fetchSliderChallenge());
      setPhase('ready');
    } catch (err) {
      setChallenge(null);
      setPhase('ready');
      setError(formatCaptchaError(CaptchaErrorPrefix.sliderWidget, messageOf(err, t('captcha.loadFailed'))));
    }
  }, [t]);

  useEffect(() => {
    const id = setTimeout(() => void load(), 0);
    return () => clearTimeout(id);
  }, [load]);

  const maxX = challenge ? challenge.width - challenge.pieceSize : 0;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!challenge || phase !== 'ready') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    recorder.current = createTraceRecorder(e.clientX, e.clientY, performance.now());
    setError('');
    setPhase('dragging');
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'dragging' || !recorder.current) return;
    const next = recorder.current.add(e.clientX, e.clientY, performance.now(), maxX);
    lastX.current = next;
    setX(next);
  };

  const onPointerUp = async (e: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'dragging' || !recorder.current || !challenge) return;
    recorder.current.add(e.clientX, e.clientY, performance.now(), maxX);
    const trace = recorder.current.points();
    recorder.current = null;
    if (lastX.current < 2) {
      setPhase('ready');
      setX(0);
      return;
    }
    setPhase('checking');
    try {
      const passed = await checkSlider({
        lot_number: challenge.lot_number,
        captcha_output: encodeSliderOutput(lastX.current, trace),
        pass_token: challenge.pass_token,
        gen_time: challenge.gen_time,
        validate_way: 'slide',
      });
      setPhase('passed');
      setTimeout(() => onDone({ codeId: passed.codeId, code: passed.code }), 400);
    } catch (err) {
      setError(formatCaptchaError(CaptchaErrorPrefix.sliderCheck, messageOf(err, t('captcha.sliderFailed'))));
      await load();
    }
  };

  const width = challenge?.width ?? 300;
  const height = challenge?.height ?? 160;
  const pieceSize = challenge?.pieceSize ?? 48;
  const handleColor =
    phase === 'passed'
      ? token.colorSuccess
      : phase === 'dragging'
        ? token.colorPrimary
        : token.colorBgContainer;

  return (
    <Modal
      open
      centered
      width={width + 48}
      footer={null}
      mask={{ closable: false }}
      title={
        <Flex gap={8} align="center">
          <SafetyCertificateOutlined style={{ color: token.colorPrimary }} />
          {t('captcha.sliderTitle')}
        </Flex>
      }
      onCancel={() => onDone(null)}
      destroyOnHidden
    >
      <Flex vertical gap={12} style={{ width, margin: '0 auto', userSelect: 'none' }}>
        <div
          style={{
            position: 'relative',
            width,
            height,
            borderRadius: token.borderRadius,
            overflow: 'hidden',
            background: token.colorFillTertiary,
          }}
        >
          {challenge ? (
            <>
              <img
                src={challenge.background}
                alt=""
                draggable={false}
                width={width}
                height={height}
                style={{ display: 'block' }}
                onError={() =>
                  setError(formatCaptchaError(CaptchaErrorPrefix.sliderWidget, t('captcha.imageFailed')))
                }
              />
              <img
                src={challenge.piece}
                alt=""
                draggable={false}
                width={pieceSize}
                height={pieceSize}
                style={{
                  position: 'absolute',
                  left: x,
                  top: challenge.pieceY,
                  filter: 'drop-shadow(0 0 4px rgba(0,0,0,0.45))',
                }}
              />
            </>
          ) : phase === 'loading' ? (
            <Skeleton.Node active style={{ width, height }} />
          ) : null}
          {phase === 'checking' ? (
            <Flex
              align="center"
              justify="center"
              style={{ position: 'absolute', inset: 0, background: token.colorBgMask }}
            >
              <Spin description={t('captcha.sliderChecking')} />
            </Flex>
          ) : null}
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            aria-label={t('captcha.reload')}
            onClick={() => void load()}
            disabled={phase === 'checking' || phase === 'dragging'}
            style={{ position: 'absolute', right: 4, top: 4, background: token.colorBgElevated }}
          />
        </div>
        <div
          style={{
            position: 'relative',
            width,
            height: 40,
            borderRadius: 20,
            background: token.colorFillSecondary,
            border: `1px solid ${token.colorBorderSecondary}`,
            overflow: 'hidden',
          }}
        >
          <div
            style={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: token.colorTextTertiary,
              fontSize: token.fontSizeSM,
            }}
          >
            {t('captcha.sliderHint')}
          </div>
          <div
            style={{
              position: 'absolute',
              left: 0,
              top: 0,
              bottom: 0,
              width: x + pieceSize,
              background: token.colorPrimaryBg,
            }}
          />
          <div
            role="slider"
            aria-label={t('captcha.sliderHint')}
            aria-valuemin={0}
            aria-valuemax={maxX}
            aria-valuenow={x}
            tabIndex={0}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={(e) => void onPointerUp(e)}
            onPointerCancel={(e) => void onPointerUp(e)}
            style={{
              position: 'absolute',
              left: x,
              top: 0,
              width: pieceSize,
              height: 38,
              borderRadius: 19,
              background: handleColor,
              boxShadow: token.boxShadowTertiary,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: phase === 'ready' || phase === 'loading' ? token.colorPrimary : token.colorWhite,
              cursor: phase === 'ready' ? 'grab' : 'default',
              touchAction: 'none',
            }}
          >
            {phase === 'passed' ? <CheckOutlined /> : <ArrowRightOutlined />}
          </div>
        </div>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Flex>
    </Modal>
  );
}
