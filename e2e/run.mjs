// Runs the end-to-end journeys in Debian's Chromium. Installs the browser and a CJK font when they are
// missing and we are root (CI machines start without them), builds the SPA, then hands over to Playwright,
// whose webServer starts `npm start`'s server on a temporary data directory.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasCjkFont = () => spawnSync('sh', ['-c', 'fc-list :lang=zh | grep -q .']).status === 0;

if (!existsSync(CHROMIUM) || !hasCjkFont()) {
  if (!isRoot) {
    console.error(
      `Chromium (${CHROMIUM}) or a CJK font is missing; install chromium and fonts-wqy-microhei.`,
    );
    process.exit(1);
  }
  console.log('Installing chromium and fonts-wqy-microhei from Debian…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei',
    {
      stdio: 'inherit',
    },
  );
}

execSync('npm run build', { stdio: 'inherit' });
const playwright = (args) =>
  spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args], { stdio: 'inherit' })
    .status ?? 1;
const extra = process.argv.slice(2);
if (extra.length > 0) process.exit(playwright(extra));
// The site-wide journeys depend on the others in the config (so they run after them), but Playwright skips
// a project whose dependency failed: one failed journey then hid every site-wide result ("did not run").
// Two runs, each on a fresh server, report both sets whatever the first did.
const journeys = playwright(['--project', 'journeys']);
const siteWide = playwright(['--project', 'site-wide', '--no-deps']);
process.exit(journeys !== 0 ? journeys : siteWide);
