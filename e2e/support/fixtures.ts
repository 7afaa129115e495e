import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { test as base, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { creditMember, registerForFunds, registerWithContacts, type Caller, type Member } from './api.ts';
import { loginThroughUi } from './ui.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/** A stable private address per test, so each journey is its own player on its own network. */
const ipFor = (seed: string): string => {
  const b = createHash('md5').update(seed).digest();
  return `10.${b[0] ?? 0}.${b[1] ?? 0}.${1 + ((b[2] ?? 0) % 250)}`;
};

/** A member made before the journeys start, with the browser (device and network) they registered from. */
export interface ReturningPlayer extends Member, Caller {
  /** The persistent random part of the SPA's device id (localStorage qilin.visitorId). */
  visitorId: string;
}

interface PlayerOptions {
  ip: string;
  /** Open the browser the player used before (same device id); omit for a brand-new device. */
  visitorId?: string;
}

interface TestFixtures {
  /** The X-Forwarded-For of the test's default context. */
  clientIp: string;
  /** Another browser (context) for the same test, e.g. a second device; closed after the test. */
  openBrowser: (options: PlayerOptions) => Promise<Page>;
  /** Screenshot to e2e/artifacts/screenshots/<journey>-<step>.png: the full page, or the viewport under a dialog. */
  shot: (page: Page, step: string) => Promise<void>;
  /**
   * A member ready for money (bound phone, real name, withdrawal password), made from the browser's own
   * device and network so the login is not a new device, credited `credit` yuan by the operator when given,
   * and logged in through the UI of that browser.
   */
  fundsPlayer: (credit?: string) => Promise<{ member: Member; page: Page }>;
}

interface WorkerFixtures {
  /**
   * Members with a bound phone and e-mail, made through the API when the worker starts. The server sends
   * one code per target per 60 s (SPEC §9); making them first lets the recovery and new-device journeys,
   * which run later, ask for their next code without waiting.
   */
  returning: { recovery: ReturningPlayer; newDevice: ReturningPlayer };
}

const hostOf = (baseURL: string | undefined): string => new URL(baseURL ?? 'http://127.0.0.1:8091').host;

const seededState = (baseURL: string, visitorId: string) => ({
  cookies: [],
  origins: [
    { origin: new URL(baseURL).origin, localStorage: [{ name: 'qilin.visitorId', value: visitorId }] },
  ],
});

export const test = base.extend<TestFixtures, WorkerFixtures>({
  returning: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      const make = async (tag: string): Promise<ReturningPlayer> => {
        const visitorId = randomUUID();
        const caller = {
          ip: ipFor(`${tag}-${workerInfo.workerIndex}-${visitorId}`),
          deviceId: `${visitorId}_${hostOf(baseURL)}`,
        };
        const member = await registerWithContacts(request, caller);
        return { ...member, ...caller, visitorId };
      };
      const players = { recovery: await make('recovery'), newDevice: await make('new-device') };
      await request.dispose();
      await use(players);
    },
    { scope: 'worker', auto: true },
  ],

  context: async ({ context }, use, testInfo) => {
    await onSlowLine(context);
    keepErrors(context);
    await use(context);
    await printPagesOnFailure([context], testInfo);
  },

  // Playwright reads a fixture's dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use, testInfo) => {
    await use(ipFor(`${testInfo.testId}-${testInfo.retry}-${testInfo.repeatEachIndex}`));
  },

  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },

  openBrowser: async ({ browser, baseURL, locale, timezoneId, viewport, reducedMotion }, use, testInfo) => {
    const opened: BrowserContext[] = [];
    await use(async ({ ip, visitorId }) => {
      const context = await newContext(browser, {
        baseURL,
        locale,
        timezoneId,
        viewport,
        reducedMotion,
        extraHTTPHeaders: { 'x-forwarded-for': ip },
        storageState: visitorId && baseURL ? seededState(baseURL, visitorId) : undefined,
      });
      opened.push(context);
      return context.newPage();
    });
    await printPagesOnFailure(opened, testInfo);
    for (const context of opened) await context.close();
  },

  fundsPlayer: async ({ request, baseURL, clientIp, openBrowser }, use, testInfo) => {
    await use(async (credit) => {
      const visitorId = randomUUID();
      const member = await registerForFunds(request, {
        ip: clientIp,
        deviceId: `${visitorId}_${hostOf(baseURL)}`,
      });
      if (credit) await creditMember(request, member.name, credit, `e2e: ${testInfo.title.slice(0, 60)}`);
      const page = await openBrowser({ ip: clientIp, visitorId });
      await page.goto('/');
      await loginThroughUi(page, member.name, member.password);
      return { member, page };
    });
  },

  // eslint-disable-next-line no-empty-pattern
  shot: async ({}, use, testInfo) => {
    const journey =
      testInfo.titlePath
        .join(' ')
        .match(/\bJ\d+/)?.[0]
        ?.toLowerCase() ?? 'journey';
    await use(async (page, step) => {
      // A full-page capture resizes the viewport for a moment; on a loaded machine that has left an open
      // dialog stuck half-animated, drawn but out of the accessibility tree (J8 in CI). A dialog sits in
      // the viewport anyway, so while one is open the capture is of the viewport.
      const dialogOpen = (await page.getByRole('dialog').count()) > 0;
      await page.screenshot({
        path: path.join(SCREENSHOTS, `${journey}-${step}.png`),
        fullPage: !dialogOpen,
      });
    });
  },
});

/**
 * `E2E_LATENCY_MS=400 npm run test:e2e` plays every journey on a slow line: each request the page makes
 * (documents, chunks, API calls) waits a random 0..N ms first. Races that only a slow line shows (a click
 * before a chunk arrives, an answer overtaking another) surface here instead of as a rare CI failure.
 */
const LATENCY_MS = Number(process.env.E2E_LATENCY_MS ?? 0);

const onSlowLine = async (context: BrowserContext): Promise<void> => {
  if (!(LATENCY_MS > 0)) return;
  await context.route('**/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * LATENCY_MS));
    await route.fallback();
  });
};

/**
 * A failed journey prints what each of its pages held (address and accessibility tree) into the run's own
 * output: CI keeps that output but not the artifacts folder, and a screenshot cannot say why a locator
 * found nothing (a control renamed, a dialog out of the tree, a page reloaded).
 */
const printPagesOnFailure = async (contexts: BrowserContext[], testInfo: TestInfo): Promise<void> => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const errors = contexts.flatMap((context) => browserErrors.get(context) ?? []);
  // A render error takes a lazily mounted host (the auth dialog) out of the page without a trace on it.
  if (errors.length)
    console.log(`\n--- ${testInfo.title}: browser errors ---\n${errors.slice(-30).join('\n')}\n---`);
  for (const page of contexts.flatMap((context) => context.pages())) {
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`);
    const text = `${page.url()}\n${tree}`;
    console.log(`\n--- ${testInfo.title}: page at failure ---\n${text.slice(0, 6_000)}\n---`);
  }
};

/** Console errors and uncaught exceptions of each context's pages, for printPagesOnFailure. */
const browserErrors = new WeakMap<BrowserContext, string[]>();

const keepErrors = (context: BrowserContext): void => {
  const errors: string[] = [];
  browserErrors.set(context, errors);
  const at = () => new Date().toISOString().slice(11, 23);
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${at()} console.error ${message.text().slice(0, 500)}`);
  });
  context.on('weberror', (error) => errors.push(`${at()} uncaught ${String(error.error()).slice(0, 500)}`));
};

const newContext = async (browser: Browser, options: Parameters<Browser['newContext']>[0]) => {
  const context = await browser.newContext(options);
  await onSlowLine(context);
  keepErrors(context);
  return context;
};

export { expect } from '@playwright/test';
