import { Button } from 'antd';
import type { MemberInfo } from '@qilin/contract';
import { tr } from '../../shared/i18n/index.ts';
import { navigateTo } from '../../shared/navigation/navigate.ts';
import { notify } from '../../shared/ui/toast.ts';

/** Where each notice's button takes the member, and its label (a notice without one only informs). */
const ACTIONS: Record<string, { to: string; label: string }> = {
  'bind-phone': { to: '/mine/auth', label: 'pops.bindPhone' },
};

/** How long a notice stays (seconds): long enough to read, without waiting to be dismissed. */
const NOTICE_SECONDS = 8;

/**
 * The one-time notices member/info answers after a login (isPop 1): a member without a bound phone is asked
 * to bind one, since logins from a new device are then verified by SMS. A notice in the corner rather than
 * a dialog: it asks, it does not stand between the player and the page they logged in for.
 */
export function showLoginPops(pops: MemberInfo['pops']): void {
  for (const pop of pops) {
    const action = ACTIONS[pop.id];
    notify((n) =>
      n.info({
        key: `login-pop:${pop.id}`,
        title: pop.title,
        description: pop.content,
        placement: 'bottomRight',
        duration: NOTICE_SECONDS,
        actions: action ? (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              n.destroy(`login-pop:${pop.id}`);
              navigateTo(action.to);
            }}
          >
            {tr(action.label, 'auth')}
          </Button>
        ) : undefined,
      }),
    );
  }
}
