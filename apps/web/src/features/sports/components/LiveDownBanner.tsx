import { DisconnectOutlined } from '@ant-design/icons';
import { useT } from '../../../shared/i18n/index.ts';
import { SPORTS_NS } from '../i18n.ts';
import { useLiveDown } from '../live/use-live-down.ts';

/**
 * Says the prices on screen are frozen while /ws/sports is down, so they are not taken for live ones. It
 * floats over the page's foot: appearing, it moves no price under the player's pointer.
 */
export function LiveDownBanner() {
  const t = useT(SPORTS_NS);
  if (!useLiveDown()) return null;
  return (
    <div className="qs-live-down" role="status" data-testid="live-down">
      <DisconnectOutlined /> {t('liveDown')}
    </div>
  );
}
