import { Suspense, useEffect, type ReactNode } from 'react';
import { regionNoticeSeen } from '../../shared/access/region-notice-seen.ts';
import { useAccessBlock } from '../../shared/access/access-block.ts';
import { retryableLazy } from '../../shared/ui/deferred.tsx';
import { clearToasts } from '../../shared/ui/toast.ts';
import { usePreInfo } from '../site/index.ts';

// Both are rare, so their code (and antd's Result and Modal) loads only when needed, off the home budget.
const blockedPage = retryableLazy(() =>
  import('./components/AccessBlockedPage.tsx').then((m) => m.AccessBlockedPage),
);
const noticeDialog = retryableLazy(() =>
  import('./components/RegionNoticeDialog.tsx').then((m) => m.RegionNoticeDialog),
);

/** The pages, or, once the server answered 6031/6033, the notice that replaces them. */
export function AccessGate({ children }: { children: ReactNode }) {
  const blocked = useAccessBlock();
  // What the replaced page had said (a guard's 请先登录以了解更多, say) goes with it.
  useEffect(() => {
    if (blocked !== null) clearToasts();
  }, [blocked]);
  if (blocked === null) return children;
  return (
    <Suspense fallback={null}>
      <blockedPage.Component />
    </Suspense>
  );
}

/** The 6032 dialog, when pre-info says the caller's region is warned and this browser session has not seen it. */
export function RegionNoticeHost() {
  const notice = usePreInfo().data?.regionNotice === true;
  const blocked = useAccessBlock() !== null;
  // Read at render: once dismissed, the dialog closes itself and stays unmounted on the next visit's pages.
  if (!notice || blocked || regionNoticeSeen()) return null;
  return (
    <Suspense fallback={null}>
      <noticeDialog.Component />
    </Suspense>
  );
}
