import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { MEMBER_PAGES, settled } from './support/pages.ts';
import { header } from './support/ui.ts';

/** Each page on a phone and a desktop; the desktop in both editions, with axe's WCAG 2 A/AA rules. */
const PASSES = [
  { name: 'phone', width: 390, height: 844, edition: '经典版', axe: false },
  { name: 'desktop', width: 1440, height: 900, edition: '经典版', axe: true },
  { name: 'desktop dark', width: 1440, height: 900, edition: '专业版', axe: true },
] as const;

/**
 * What sticks out past the right edge of the window, outside any box that scrolls or clips sideways on
 * purpose (the phone's menu strip, the match lists' odds tables): the page would scroll sideways.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipsSideways = (el: Element | null): boolean => {
      for (let at = el?.parentElement; at && at !== document.body; at = at.parentElement) {
        const { overflowX } = getComputedStyle(at);
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      if (clipsSideways(el)) continue;
      const style = getComputedStyle(el);
      if (style.position === 'fixed' && box.left >= width) continue; // an off-canvas drawer, parked
      const label = `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 2).join('.')}`;
      out.push(`${label} right=${Math.round(box.right)} “${(el.textContent ?? '').trim().slice(0, 20)}”`);
    }
    const sideways = document.documentElement.scrollWidth > width;
    return { sideways, out: out.slice(0, 5) };
  });

// The three passes are independent players and run side by side (the whole was the suite's longest journey).
test.describe.configure({ mode: 'parallel' });

for (const pass of PASSES) {
  test(`J24 every member page loads cleanly and fits the ${pass.name}${pass.axe ? ', passing WCAG 2 AA checks (contrast, names)' : ''}`, async ({
    fundsPlayer,
  }) => {
    test.setTimeout(300_000);
    const { page } = await fundsPlayer('100');
    const found: string[] = [];
    // Every page loads cleanly: no script error, no console error, no refused or failed request.
    page.on('pageerror', (e) => found.push(`script error on ${page.url()}: ${e.message.slice(0, 200)}`));
    page.on('console', (m) => {
      if (m.type() === 'error') found.push(`console error on ${page.url()}: ${m.text().slice(0, 200)}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) found.push(`HTTP ${r.status()} for ${r.url()} on ${page.url()}`);
    });
    await page.setViewportSize({ width: pass.width, height: pass.height });
    await page.goto('/');
    await header(page).getByRole('radiogroup', { name: '切换版本' }).getByText(pass.edition).click();
    for (const url of MEMBER_PAGES) {
      await page.goto(url);
      await settled(page, url);
      const { sideways, out } = await overflowing(page);
      if (sideways || out.length > 0)
        found.push(`${pass.name} ${url}: ${sideways ? 'scrolls sideways; ' : ''}${out.join(' | ')}`);
      if (!pass.axe) continue;
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      for (const v of violations)
        found.push(
          `${pass.name} ${url}: ${v.id} x${v.nodes.length}: ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.slice(0, 200))
            .join(' | ')}`,
        );
    }
    expect(found).toEqual([]);
  });
}
