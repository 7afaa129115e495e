import { Flex, Segmented } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/index.ts';
import { CountBadge } from '../../../shared/ui/CountBadge.tsx';
import { useFeedbackUnread } from '../api.ts';
import { FEEDBACK_NS } from '../i18n.ts';

type Tab = 'form' | 'list';

/** Switches between the form and the list; the list tab carries the unread-reply count. */
export function FeedbackTabs({ active }: { active: Tab }) {
  const t = useT(FEEDBACK_NS);
  const navigate = useNavigate();
  const unread = useFeedbackUnread().data?.count ?? 0;
  return (
    <Segmented<Tab>
      value={active}
      onChange={(v) => navigate(v === 'form' ? '/mine/feedback' : '/mine/feedback/list')}
      options={[
        { value: 'form', label: t('tabs.form') },
        {
          value: 'list',
          label: (
            <Flex gap={6} align="center" component="span">
              <span>{t('tabs.list')}</span>
              {unread > 0 ? <CountBadge count={unread} size="small" data-testid="feedback-unread" /> : null}
            </Flex>
          ),
        },
      ]}
      style={{ marginBottom: 16 }}
    />
  );
}
