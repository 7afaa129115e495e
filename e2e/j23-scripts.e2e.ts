import type { Page } from '@playwright/test';
import { scriptLeaks, type Script } from '../apps/web/src/shared/i18n/script-leaks.ts';
import { creditMember, REAL_NAME } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { MEMBER_PAGES, settled } from './support/pages.ts';
import { openPreMatch, openPrice, rows, slip } from './support/sports.ts';
import { header, toast } from './support/ui.ts';

/** The member's real name, whole or masked (李*远): theirs, written as they gave it. */
const OWN_NAME = new RegExp(`${REAL_NAME.at(0)}[*${REAL_NAME.slice(1, -1)}]*${REAL_NAME.at(-1)}`, 'g');

/**
 * What the site writes: the text, and the words in placeholders, tooltips and labels. Set aside while
 * reading: the language switch, which names each language in its own script (简 beside 繁), and what
 * members typed in the chat.
 */
const ASIDE =
  '[role="radiogroup"][aria-label="语言"], [role="radiogroup"][aria-label="語言"], [data-testid="chat-message"]';

const wordsOn = (page: Page) =>
  page.evaluate((aside) => {
    const hidden = Array.from(document.querySelectorAll<HTMLElement>(aside));
    hidden.forEach((el) => el.style.setProperty('display', 'none'));
    const attributes = Array.from(document.querySelectorAll('[placeholder], [title], [aria-label], [alt]'))
      .filter((el) => !hidden.some((h) => h.contains(el)))
      .flatMap((el) =>
        ['placeholder', 'title', 'aria-label', 'alt'].map((name) => el.getAttribute(name) ?? ''),
      );
    const text = [document.title, document.body.innerText, ...attributes].join('\n');
    hidden.forEach((el) => el.style.removeProperty('display'));
    return text;
  }, ASIDE);

test('J23 every page reads in one script: Simplified in 简, Traditional in 繁, data and server messages included', async ({
  request,
  fundsPlayer,
}) => {
  test.setTimeout(240_000);
  const { member, page } = await fundsPlayer('500');
  // A trade record with an operator's note, which the server words per language.
  await creditMember(request, member.name, '88', '活动补偿');

  // A ticket, so the bet record and the trade record have rows to word.
  await page.goto('/game/sport/crty');
  await openPreMatch(page, 1);
  await openPrice(rows(page).first()).click();
  await expect(slip(page).getByTestId('slip-entry')).toHaveCount(1);
  await slip(page).getByLabel('投注金额').fill('10');
  await slip(page).getByTestId('place-bet').click();
  await expect(toast(page, '投注成功')).toBeVisible({ timeout: 30_000 });

  const found: string[] = [];
  const sweep = async (script: Script) => {
    for (const url of MEMBER_PAGES) {
      await page.goto(url);
      await settled(page, url);
      const words = (await wordsOn(page)).replace(OWN_NAME, '');
      for (const leak of scriptLeaks(words, script))
        found.push(`${script} ${url}: ${leak.char} in “${leak.context.replace(/\s+/g, ' ')}”`);
    }
  };

  await sweep('zh-CN');
  await header(page).getByRole('radiogroup', { name: '语言' }).getByText('繁').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await sweep('zh-TW');
  expect([...new Set(found)]).toEqual([]);
});
