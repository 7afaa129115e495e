import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/index.ts';
import { dismissLoading, showLoading, showLoginPrompt } from '../../../shared/ui/dialogs.ts';
import { useSession } from '../../../shared/session/index.ts';
import { useVenueInfo } from '../../wallet/api.ts';
import { SPORTS_NS } from '../i18n.ts';
import { launchSports, SPORTS_VENUE } from '../venue-session.ts';
import { toast } from '../../../shared/ui/toast.ts';

/** TY (sport) venues: category 1 of the venue registry. */
const SPORT_CATEGORY = 1;

/**
 * /game/sport: the shared venue-list page for type TY. Opening crty stores the launch data and goes to the
 * local sport page (SPEC §4 opening a venue).
 */
export function SportVenuesPage() {
  const t = useT(SPORTS_NS);
  const navigate = useNavigate();
  const loggedIn = useSession((s) => Boolean(s.token));
  const venues = useVenueInfo();
  const list = (venues.data ?? []).filter((v) => v.category === SPORT_CATEGORY);
  const shown = list.length
    ? list
    : [{ channelCode: SPORTS_VENUE, venueName: t('venueCrty'), status: 'open' as const }];
  const open = async (code: string) => {
    if (!loggedIn) return showLoginPrompt();
    if (code !== SPORTS_VENUE) return;
    // SPEC §2.6: 启动中... while the venue starts.
    showLoading();
    try {
      await launchSports();
      dismissLoading();
      navigate(`/game/sport/${SPORTS_VENUE}`);
    } catch {
      dismissLoading();
      toast.error(t('launchFailed'));
    }
  };
  return (
    <div className="qa-container" style={{ padding: '16px 0' }}>
      <Typography.Title level={4}>{t('venueTitle')}</Typography.Title>
      <Flex gap={16} wrap>
        {shown.map((v) => (
          <Card key={v.channelCode} style={{ width: 300 }} data-testid={`venue-${v.channelCode}`}>
            <Flex vertical gap={8}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {v.channelCode === SPORTS_VENUE ? t('venueCrty') : v.venueName}
              </Typography.Title>
              <Typography.Text type="secondary">{t('venueDesc')}</Typography.Text>
              {v.status === 'maintenance' ? (
                <Tag color="orange">{t('maintenance')}</Tag>
              ) : (
                <Button type="primary" onClick={() => void open(v.channelCode)}>
                  {t('enter')}
                </Button>
              )}
            </Flex>
          </Card>
        ))}
      </Flex>
    </div>
  );
}
