import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { Code, type ContentPage, HelpPath } from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { runOperatorCli } from '../../../test/operator-cli.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'qilin-help-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = runOperatorCli;

const page = (server: TestServer, code: string, language: string) =>
  server.post<ContentPage>(HelpPath.page, { code }, { language });

forEachDatabase('operator CLI help:set / help:reset', (server) => {
  it('replaces a page from a Markdown file and restores it', async () => {
    const s = server();
    const file = path.join(dir, `zxkf-${s.kind}.md`);
    writeFileSync(file, '## 客服時間\n\n每天 09:00-21:00。\n');
    const set = await cli(s, ['help:set', 'zxkf', '--lang', 'zh-TW', '--title', '聯絡我們', '--file', file]);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('zxkf（zh-TW）已替换为《聯絡我們》');
    const replaced = await page(s, 'zxkf', 'zh-TW');
    expect(replaced.data).toMatchObject({
      title: '聯絡我們',
      body: '## 客服時間\n\n每天 09:00-21:00。',
      overridden: true,
    });
    expect((await page(s, 'zxkf', 'zh-CN')).data.overridden).toBe(false);

    const reset = await cli(s, ['help:reset', 'zxkf', '--lang', 'zh-TW']);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain('已恢复默认内容《聯絡客服》');
    expect((await page(s, 'zxkf', 'zh-TW')).data).toMatchObject({ title: '聯絡客服', overridden: false });
  });

  it('takes the title from the file’s first line when --title is absent', async () => {
    const s = server();
    const file = path.join(dir, `agent-${s.kind}.md`);
    writeFileSync(file, '# 合营招募\n\n佣金最高 50%。\n');
    const set = await cli(s, ['help:set', 'agent', '--lang', 'zh-CN', '--file', file]);
    expect(set.code, set.stderr).toBe(0);
    const agent = await s.post<ContentPage>(HelpPath.sitePage, { code: 'agent' });
    expect(agent.data).toMatchObject({ title: '合营招募', body: '佣金最高 50%。' });
    expect((await cli(s, ['help:reset', 'agent', '--lang', 'zh-CN'])).code).toBe(0);
  });

  it('refuses a wrong language, a missing file and an unknown page, changing nothing', async () => {
    const s = server();
    const file = path.join(dir, `kh-${s.kind}.md`);
    writeFileSync(file, '改了\n');
    const lang = await cli(s, ['help:set', 'kh', '--lang', 'en', '--title', 't', '--file', file]);
    expect(lang.code).toBe(2);
    expect(lang.stderr).toContain('--lang 必须是 zh-CN 或 zh-TW');
    const missing = await cli(s, [
      'help:set',
      'kh',
      '--lang',
      'zh-CN',
      '--title',
      't',
      '--file',
      `${file}.nope`,
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('无法读取文件');
    const unknown = await cli(s, ['help:set', 'nope', '--lang', 'zh-CN', '--title', 't', '--file', file]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('没有代码为 nope 的页面');
    const noTitle = await cli(s, ['help:set', 'kh', '--lang', 'zh-CN', '--file', file]);
    expect(noTitle.code).toBe(2);
    const res = await page(s, 'kh', 'zh-CN');
    expect(res.status_code).toBe(Code.Success);
    expect(res.data).toMatchObject({ title: '开户指南', overridden: false });
  });
});
