import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isExternal, renderMarkdown } from '../markdown.ts';
import './markdown.css';

/**
 * Help and information text from the API. The HTML comes from renderMarkdown, which escapes any raw HTML,
 * so inserting it is safe. Links to pages of this site move inside the SPA instead of reloading it.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(source), [source]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!href || isExternal(href) || href.startsWith('#')) return;
    e.preventDefault();
    void navigate(href);
  };
  return (
    // The wrapper only forwards link clicks (keyboard activation of a link fires click too).
    <div
      className={['qa-markdown', className].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
