#!/usr/bin/env node
// `npm run serve`: serves the production build the way a good static host does: precompressed
// brotli/gzip files when present, long-lived caching for hashed assets, redirects to the canonical
// page address (trailing slash, no .html), and the site's 404 page with a 404 status.
import http from 'node:http';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import sirv from 'sirv';
import {cacheControl, canonicalPageTarget} from './lib.mjs';

const {values} = parseArgs({
  options: {port: {type: 'string', default: process.env.PORT ?? '3000'}, dir: {type: 'string', default: 'build'}},
});
const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: no build in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}
const notFoundPage = readFileSync(path.join(root, '404.html'));

const assets = sirv(root, {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: ['html'],
  setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControl(pathname)),
  onNoMatch: (_req, res) => {
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache'});
    res.end(notFoundPage);
  },
});

const hasIndexHtml = (pathname) => {
  const file = path.join(root, decodeURIComponent(pathname), 'index.html');
  return file.startsWith(root) && existsSync(file);
};

const server = http.createServer((req, res) => {
  const target = canonicalPageTarget(req.url ?? '/', hasIndexHtml);
  if (target) {
    res.writeHead(301, {Location: target});
    res.end();
    return;
  }
  assets(req, res);
});

server.listen(Number(values.port), () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${values.port}/`);
});
