import {readFileSync} from 'node:fs';
import {devices, test as base, type Page} from '@playwright/test';
import {
  expect,
  expectNoProblems,
  keepLocal,
  newProblems,
  seriousA11yViolations,
  test as pageTest,
  waitForHydration,
  watchCspViolations,
  watchProblems,
  type Problems,
} from './fixtures';

/** Every page the build lists in its sitemap, as a path on the test server. */
function sitemapPaths(): string[] {
  const xml = readFileSync('build/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const paths = sitemapPaths();

/**
 * Elements that stick out of the page to the right, making it scroll sideways (none, if the page
 * fits the window). One evaluate per width; it waits two frames so that React has re-rendered for
 * a width just set (Docusaurus switches some components at the mobile breakpoint).
 */
function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // The outermost elements that reach past the right edge, to say where the overflow comes from.
    // (Not what scrolls inside its own box, such as a code block's lines, nor what is hidden off-screen.)
    const scrollsInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.right > width + 1 && box.left < width && box.width > 0 && !scrollsInside(element);
    });
    const outermost = sticking.filter((element) => !sticking.includes(element.parentElement!));
    return [
      `page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`,
      ...outermost.slice(0, 3).map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
    ];
  });
}

/**
 * The smoke tests share one browser page per worker: a new context per test (what the shared fixture gives
 * every other spec) cost as much again as the checks themselves, on ~600 pages. Each test still watches
 * only its own navigation: the listeners are attached for the test and removed after it, and each page is
 * a full load (`goto`), not a client-side route change. What carries over is the HTTP cache, as for a
 * reader going from page to page; first visits are the other specs' business.
 */
type SmokePage = {page: Page; cspViolations: string[]};
const test = base.extend<object, {smokePage: SmokePage}>({
  smokePage: [
    async ({browser}, use, workerInfo) => {
      // The desktop project's settings (Desktop Chrome, the test server), as the `page` fixture would get them.
      const {defaultBrowserType: _browserType, ...desktop} = devices['Desktop Chrome'];
      const context = await browser.newContext({...desktop, baseURL: workerInfo.project.use.baseURL});
      await keepLocal(context);
      const cspViolations: string[] = [];
      await watchCspViolations(context, (violation) => cspViolations.push(violation));
      await use({page: await context.newPage(), cspViolations});
      await context.close();
    },
    {scope: 'worker'},
  ],
});

type Findings = {problems: Problems; cspViolations: string[]; a11y: string[]; overflow: string[]};

/**
 * Opens a path in the shared page and collects everything the smoke test holds it to: console errors, failed
 * requests and HTTP errors of this load, CSP violations, serious axe violations, and horizontal overflow at
 * the desktop width and at a 390 px phone width.
 */
async function smokeCheck({page, cspViolations}: SmokePage, path: string): Promise<Findings> {
  cspViolations.length = 0;
  const problems = newProblems();
  const stopWatching = watchProblems(page, problems);
  try {
    await page.setViewportSize(devices['Desktop Chrome'].viewport);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
    const a11y = await seriousA11yViolations(page);
    const overflow = await horizontalOverflow(page);
    await page.setViewportSize({width: 390, height: 844});
    overflow.push(...(await horizontalOverflow(page)).map((line) => `at 390 px: ${line}`));
    return {problems, cspViolations: [...cspViolations], a11y, overflow};
  } finally {
    stopWatching();
  }
}

// Long pages (hundreds of lines of examples) take a while to check under load on two cores.
test.describe.configure({timeout: 90_000});

test('the sitemap lists the home page and each version root', () => {
  expect(paths).toEqual(expect.arrayContaining(['/', '/docs/', '/docs/0.15.50/', '/docs/0.14.13/']));
});

for (const path of paths) {
  // Fails on any console error, failed request, HTTP error status or CSP violation; on any accessibility
  // violation of serious or critical impact (WCAG 2.1 A and AA rules); and on anything that makes the page
  // scroll sideways, at the desktop project's 1280 px and at a 390 px phone width.
  test(`smoke: ${path} opens without errors, passes axe and fits 1280 and 390 px`, async ({smokePage}) => {
    const {problems, cspViolations, a11y, overflow} = await smokeCheck(smokePage, path);
    expectNoProblems(problems, path);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    expect(a11y, 'serious accessibility violations').toEqual([]);
    expect(overflow, 'horizontal overflow').toEqual([]);
  });
}

// The checks of the check, each in a page of its own (not the shared one, which later tests reuse).
pageTest('the smoke check reports what a broken page does (a missing page: its 404 response)', async ({page}) => {
  const {problems} = await smokeCheck({page, cspViolations: []}, '/docs/no-such-page-for-the-smoke-test/');
  expect(problems.badResponses).toEqual([expect.stringMatching(/^404 .*\/docs\/no-such-page-for-the-smoke-test\/$/)]);
});

pageTest('the smoke check reports overflow at a phone width (a wide element added to a page)', async ({page}) => {
  await page.addInitScript(() => {
    addEventListener('load', () => {
      const wide = document.createElement('div');
      wide.className = 'smoke-test-wide';
      wide.style.width = '600px';
      wide.style.height = '1px';
      document.body.append(wide);
    });
  });
  const {overflow} = await smokeCheck({page, cspViolations: []}, '/docs/terms/validator/');
  expect(overflow).toEqual(expect.arrayContaining([expect.stringMatching(/^at 390 px: .*div\.smoke-test-wide/)]));
});

pageTest(
  'the accessibility check catches a violation (test-only page with an unlabelled image and low contrast)',
  async ({page, open}) => {
    await open('/__test__/a11y-violations/');
    const found = await seriousA11yViolations(page);
    expect(found.map((line) => line.split(':')[0])).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  },
);
