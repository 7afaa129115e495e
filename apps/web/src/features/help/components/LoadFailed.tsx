import { Button, Result } from 'antd';
import { useT } from '../../../shared/i18n/index.ts';
import { HELP_NS } from '../i18n.ts';

/** The content call failed for another reason than "not found": say so and offer a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT(HELP_NS);
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      extra={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
}
