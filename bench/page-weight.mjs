#!/usr/bin/env node
// Prints what a reader downloads to open pages of the production build, measured in Chromium: the
// JavaScript and CSS requested until the page has hydrated and the network is idle, as bytes on the
// wire (compressed by the server as a static host would) and decompressed.
//
//   npm run build && node bench/page-weight.mjs [page …]     default: home, /search, one doc page per version
import {spawn} from 'node:child_process';
import {chromium} from 'playwright-core';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/docs/', '/docs/0.15.50/', '/docs/0.14.13/'];
const port = 3390;
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const server = spawn('node', ['scripts/serve/index.mjs', '--port', String(port)], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 1000));
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs});
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
try {
  console.log('Page weight: JavaScript and CSS fetched to open each page (Chromium, cold cache)');
  console.log(['page', 'JS files', 'JS on wire', 'JS decoded', 'CSS on wire'].map((h) => h.padEnd(18)).join(''));
  for (const pagePath of pages) {
    const page = await browser.newPage();
    const totals = {jsFiles: 0, jsWire: 0, jsDecoded: 0, cssWire: 0};
    page.on('requestfinished', async (request) => {
      const type = request.resourceType();
      if (!request.url().startsWith(`http://localhost:${port}/`) || (type !== 'script' && type !== 'stylesheet')) return;
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      const decoded = (await response?.body())?.length ?? 0;
      if (type === 'script') {
        totals.jsFiles += 1;
        totals.jsWire += sizes.responseBodySize;
        totals.jsDecoded += decoded;
      } else {
        totals.cssWire += sizes.responseBodySize;
      }
    });
    await page.goto(`http://localhost:${port}${pagePath}`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForTimeout(300);
    console.log([pagePath, totals.jsFiles, kb(totals.jsWire), kb(totals.jsDecoded), kb(totals.cssWire)].map((c) => String(c).padEnd(18)).join(''));
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
