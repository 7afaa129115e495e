import { describe, expect, it } from 'vitest';
import { isExternal, renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders headings, tables, lists and emphasis', () => {
    const html = renderMarkdown('## 规则\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- **粗体**\n');
    expect(html).toContain('<h2>规则</h2>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('<strong>粗体</strong>');
  });

  it('escapes raw HTML instead of inserting it', () => {
    const html = renderMarkdown('<img src=x onerror="alert(1)"><script>alert(1)</script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops script links and opens other sites in a new tab', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('href="javascript');
    const external = renderMarkdown('[x](https://example.com)');
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(renderMarkdown('[开户](/app/help/kh)')).toBe('<p><a href="/app/help/kh">开户</a></p>\n');
  });

  it('tells site paths from other sites', () => {
    expect(isExternal('/app/help/kh')).toBe(false);
    expect(isExternal('#top')).toBe(false);
    expect(isExternal('//evil.example')).toBe(true);
    expect(isExternal('https://example.com')).toBe(true);
  });
});
