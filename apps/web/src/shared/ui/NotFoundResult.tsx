import { useLayoutEffect, useRef } from 'react';
import { Button, Result } from 'antd';
import type { ResultRef } from 'antd/es/result';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/index.ts';

/**
 * The one not-found face: unknown paths, and pages a site switch turns off (SPEC §2.2 "treated as not
 * found": /mine/savemoney, /app/help/ck), so the player sees the same page while the address stays as typed.
 * Its texts are the shell's 'app' namespace, which is always loaded.
 */
export function NotFoundResult({ className }: { className?: string }) {
  const t = useT('app');
  const navigate = useNavigate();
  const root = useRef<ResultRef>(null);
  // antd's 404 picture names itself in English (<title>No Found</title>): a tooltip over the picture and
  // what a screen reader announced before the heading. The heading says it in the player's language, so
  // the picture is decoration: untitled and out of the accessibility tree.
  useLayoutEffect(() => {
    for (const svg of root.current?.nativeElement.querySelectorAll('.ant-result-image svg') ?? []) {
      svg.setAttribute('aria-hidden', 'true');
      svg.querySelector(':scope > title')?.replaceChildren();
    }
  }, []);
  return (
    <Result
      ref={root}
      className={className}
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.desc')}
      extra={
        <Button type="primary" size="large" onClick={() => navigate('/', { replace: true })}>
          {t('notFound.goHome')}
        </Button>
      }
    />
  );
}
