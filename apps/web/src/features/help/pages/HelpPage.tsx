import { Button, Card, Grid, Menu, Select, Skeleton, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Code } from '@qilin/contract';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/client.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { openCustomerService } from '../../../shared/ui/customer-service.ts';
import { useHelpMenu, useHelpPage } from '../api.ts';
import { NotFoundResult } from '../../../shared/ui/NotFoundResult.tsx';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { HELP_NS } from '../i18n.ts';
import '../components/help.css';

/** The customer-service page of SPEC §2.3. */
const CUSTOMER_SERVICE_PAGE = 'zxkf';

/** 6004 (unknown page, or ck switched off by the site) and 6007 (a code that cannot exist) read as not found. */
const isMissing = (error: unknown) =>
  isApiError(error) && (error.code === Code.NotFound || error.code === Code.InvalidParameter);

function HelpMenuNav({ current }: { current: string }) {
  const t = useT(HELP_NS);
  const navigate = useNavigate();
  const menu = useHelpMenu();
  const narrow = Grid.useBreakpoint().md === false;
  const groups = menu.data?.groups ?? [];
  const go = (code: string) => void navigate(`/app/help/${code}`);

  if (menu.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (narrow) {
    return (
      <Select
        className="qa-help-select"
        aria-label={t('chooseTopic')}
        value={current}
        onChange={go}
        options={groups.map((g) => ({
          label: g.title,
          options: g.items.map((i) => ({ label: i.title, value: i.code })),
        }))}
      />
    );
  }
  const items: MenuProps['items'] = groups.map((g) => ({
    key: `group-${g.key}`,
    type: 'group',
    label: g.title,
    children: g.items.map((i) => ({ key: i.code, label: i.title })),
  }));
  return (
    <Menu
      className="qa-help-menu"
      mode="inline"
      aria-label={t('menu')}
      selectedKeys={[current]}
      items={items}
      onClick={({ key }) => go(key)}
    />
  );
}

function ContactCard() {
  const t = useT(HELP_NS);
  return (
    <div className="qa-help-contact">
      <div>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('contactTitle')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('contactDesc')}</Typography.Text>
      </div>
      <Button type="primary" size="large" onClick={openCustomerService}>
        {t('contactButton')}
      </Button>
    </div>
  );
}

/**
 * /app/help/:page (SPEC §2.3, no login): the grouped menu on the left, the page's Markdown on the right.
 * The text comes from the API in the player's language, so an operator's per-site override shows here.
 */
export function HelpPage() {
  const t = useT(HELP_NS);
  const code = (useParams().page ?? '').toLowerCase();
  const page = useHelpPage(code);

  if (page.isError && isMissing(page.error)) return <NotFoundResult />;
  return (
    <div className="qa-container qa-help">
      <aside className="qa-help-aside">
        <div className="qa-help-aside-title">{t('title')}</div>
        <HelpMenuNav current={code} />
      </aside>
      <Card variant="borderless" className="qa-help-body">
        {page.isPending ? (
          <Skeleton active title paragraph={{ rows: 12 }} />
        ) : page.isError ? (
          <LoadFailed onRetry={() => void page.refetch()} />
        ) : (
          <article data-help-code={page.data.code}>
            <h1 className="qa-help-title">{page.data.title}</h1>
            <Markdown source={page.data.body} />
            {code === CUSTOMER_SERVICE_PAGE ? <ContactCard /> : null}
          </article>
        )}
      </Card>
    </div>
  );
}
