import { Card, Skeleton, Steps } from 'antd';
import { useNavigate } from 'react-router';
import { LoadFailed, Markdown, useSitePage } from '../../help/index.ts';
import { useSiteSwitches } from '../../site/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { INFO_NS } from '../i18n.ts';
import '../info.css';

/** The tutorial's six steps and the page each one leads to. */
const STEPS = [
  { key: 'register', to: '/app/help/kh' },
  { key: 'bind', to: '/mine/auth' },
  { key: 'deposit', to: '/mine/savemoney' },
  { key: 'transfer', to: '/mine/transfermoney' },
  { key: 'bet', to: '/game/sport' },
  { key: 'withdraw', to: '/mine/takemoney' },
] as const;

/** /mine/introTutorial (SPEC §2.2): the new player's path from registering to withdrawing, with links. */
export function IntroTutorialPage() {
  const t = useT(INFO_NS);
  const navigate = useNavigate();
  const page = useSitePage('intro');
  // With save money switched off (SPEC §2.2) the deposit step would lead to "not found".
  const saveMoney = useSiteSwitches().saveMoneyEnabled;
  const steps = STEPS.filter((s) => saveMoney || s.key !== 'deposit');
  return (
    <Card variant="borderless" className="qa-intro">
      {page.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : page.isError ? (
        <LoadFailed onRetry={() => void page.refetch()} />
      ) : (
        <>
          <h1 className="qa-info-title">{page.data.title}</h1>
          <Steps
            className="qa-intro-steps"
            size="small"
            current={-1}
            onChange={(i) => {
              const step = steps[i];
              if (step) void navigate(step.to);
            }}
            items={steps.map((s) => ({ title: t(`intro.steps.${s.key}`), status: 'wait' as const }))}
          />
          <Markdown source={page.data.body} />
        </>
      )}
    </Card>
  );
}
