import { useEffect, useRef, useState } from 'react';
import { Modal, Spin } from 'antd';
import { bus, type TipsOptions } from '../events/bus.ts';
import { useT } from '../i18n/index.ts';

interface QueuedTips extends TipsOptions {
  id: number;
}

/**
 * The single host of SPEC §2.6 overlays, mounted once (lazily, by <OverlayHost>). Plain functions (showTips,
 * showLoading, ...) and the API client reach it through the bus, so any code can open a dialog.
 */
export function Overlays() {
  const t = useT();
  const [queue, setQueue] = useState<QueuedTips[]>([]);
  const [loading, setLoading] = useState<{ text: string } | null>(null);
  const nextId = useRef(1);
  const loadingTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const push = (o: TipsOptions) => setQueue((q) => [...q, { ...o, id: nextId.current++ }]);
    const offTips = bus.on('tips', push);
    const offPrompt = bus.on('loginPrompt', () => push({ msg: t('loginPrompt') }));
    const offLoading = bus.on('loading', (p) => {
      window.clearTimeout(loadingTimer.current);
      if (p === 'dismissLoading') {
        setLoading(null);
        return;
      }
      setLoading({ text: p.text ?? t('starting') });
      if (p.autoCloseMs) loadingTimer.current = window.setTimeout(() => setLoading(null), p.autoCloseMs);
    });
    return () => {
      offTips();
      offPrompt();
      offLoading();
      window.clearTimeout(loadingTimer.current);
    };
  }, [t]);

  // One dialog at a time, in arrival order: a 6449 dialog must not hide behind a later one.
  const current = queue[0];
  const close = (then?: () => void) => {
    setQueue((q) => q.slice(1));
    then?.();
  };

  return (
    <>
      {current && (
        <Modal
          open
          centered
          width={400}
          title={current.title ?? t('tipsTitle')}
          closable={current.closeAble ?? false}
          mask={{ closable: current.closeAble ?? false }}
          keyboard={current.closeAble ?? false}
          okText={current.sureText ?? t('sure')}
          cancelText={current.cancelText ?? t('cancel')}
          cancelButtonProps={{ style: current.isShowCancel ? undefined : { display: 'none' } }}
          onOk={() => close(current.onSure)}
          onCancel={() => close(current.onCancel)}
        >
          <p className="qa-tips-msg">{current.msg}</p>
        </Modal>
      )}
      {loading && (
        <div className="qa-loading" role="status" aria-live="polite">
          <Spin size="large" />
          <span>{loading.text}</span>
        </div>
      )}
    </>
  );
}
