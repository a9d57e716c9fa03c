#!/usr/bin/env node
// @ts-check
// Renders scripts/social-card/card.html to static/img/social-card.png (1200×630), the image
// `themeConfig.image` names for link previews, with Debian's Chromium. Run it after editing the card:
//
//   node scripts/social-card/render.mjs
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium} from 'playwright-core';
import {chromiumFlags, chromiumPath} from '../../bench/lib/builds.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
try {
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.goto(pathToFileURL(path.join(root, 'scripts/social-card/card.html')).href);
  const target = path.join(root, 'static/img/social-card.png');
  await page.screenshot({path: target, type: 'png'});
  console.log(`social card written to ${path.relative(root, target)}`);
} finally {
  await browser.close();
}
