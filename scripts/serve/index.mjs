#!/usr/bin/env node
// @ts-check
// `npm run serve`: serves the production build with the rules every server of the site applies
// (src/config/serving.ts, resolved for the build in `_server/rules.json`): security headers and CSP on
// every response, precompressed brotli/gzip files when the client accepts them, a year of caching for
// hashed files, the redirects, redirects to each page's canonical address (trailing slash, no .html),
// and the 404 page with a 404 status. Files go out through `send` (pillarjs: ranges, conditional
// requests, ETags); the routing is in lib.mjs.
import http from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import mime from 'mime-types';
import send from 'send';
import {readJson} from '../lib/readJson.mjs';
import {acceptsEncoding, cacheControl, encodePath, route} from './lib.mjs';

const {values} = parseArgs({
  options: {port: {type: 'string', default: process.env.PORT ?? '3000'}, dir: {type: 'string', default: 'build'}},
});
const root = path.resolve(values.dir);
const rulesFile = path.join(root, '_server', 'rules.json');
if (!existsSync(path.join(root, 'index.html')) || !existsSync(rulesFile)) {
  console.error(`serve: no build in ${root} (or one without _server/rules.json). Run \`npm run build\` first.`);
  process.exit(1);
}
const rules = /** @type {import('./lib.mjs').Rules} */ (readJson(rulesFile));
const notFoundPage = readFileSync(path.join(root, rules.notFoundPage));

/** @type {import('./lib.mjs').Lookup} */
function lookup(sitePath) {
  try {
    const stat = statSync(path.join(root, sitePath), {throwIfNoEntry: false});
    return stat?.isFile() ? 'file' : stat?.isDirectory() ? 'dir' : undefined;
  } catch {
    return undefined; // a name the file system refuses (too long, …) is no file of the build
  }
}

/** @param {string} sitePath */
const exists = (sitePath) => lookup(sitePath) === 'file';

/** @param {string} sitePath @returns {string} */
function contentType(sitePath) {
  const extension = path.extname(sitePath).slice(1).toLowerCase();
  return rules.contentTypes[extension] ?? (mime.contentType(extension) || 'application/octet-stream');
}

/**
 * @typedef {http.IncomingMessage} Request
 * @typedef {http.ServerResponse} Response
 */

/**
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {http.OutgoingHttpHeaders} headers
 * @param {string | Buffer} [body]
 */
function respond(req, res, status, headers, body = '') {
  res.writeHead(status, {'Cache-Control': 'no-store', ...headers, 'Content-Length': Buffer.byteLength(body)});
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @param {Request} req @param {Response} res */
function notFound(req, res) {
  respond(req, res, 404, {'Content-Type': 'text/html; charset=utf-8'}, notFoundPage);
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
function error(req, res, status, headers = {}) {
  respond(
    req,
    res,
    status,
    {'Content-Type': 'text/plain; charset=utf-8', ...headers},
    `${status} ${http.STATUS_CODES[status] ?? ''}\n`,
  );
}

/**
 * Sends a file of the build: its brotli or gzip copy when there is one and the client accepts it.
 * Ranges apply to the file itself only: a compressed copy goes out whole, as nginx's static modules
 * do (RFC 9110 lets a server ignore Range), so every server of the site answers a range alike.
 * @param {Request} req
 * @param {Response} res
 * @param {string} sitePath
 */
function sendFile(req, res, sitePath) {
  const acceptEncoding = req.headers['accept-encoding'];
  const variants = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].filter(([, suffix]) => exists(sitePath + suffix));
  const [coding, suffix] = variants.find(([name]) => acceptsEncoding(acceptEncoding, name)) ?? [undefined, ''];
  res.setHeader('Content-Type', contentType(sitePath));
  res.setHeader('Cache-Control', cacheControl(sitePath, rules));
  if (variants.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  if (coding) res.setHeader('Content-Encoding', coding);
  send(req, encodePath(sitePath + suffix), {
    root,
    index: false,
    dotfiles: 'allow',
    cacheControl: false,
    etag: true,
    lastModified: true,
    acceptRanges: !coding,
  })
    .on('error', (/** @type {{status?: number, headers?: Record<string, string>}} */ failure) => {
      for (const name of ['Content-Type', 'Content-Encoding', 'Vary', 'ETag', 'Last-Modified', 'Accept-Ranges'])
        res.removeHeader(name);
      if (failure.status === 404) notFound(req, res);
      else error(req, res, failure.status ?? 500, failure.headers);
    })
    .pipe(res);
}

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(rules.headers)) res.setHeader(name, value);
  // Node's parser takes a request line without a version as HTTP/0.9, which this server does not speak.
  if (req.httpVersionMajor !== 1) return error(req, res, 505);
  const action = route(req.method ?? '', req.url ?? '/', rules, lookup);
  if (action.kind === 'file') sendFile(req, res, action.path);
  else if (action.kind === 'redirect') respond(req, res, 301, {Location: action.location});
  else if (action.kind === 'notFound') notFound(req, res);
  else error(req, res, action.status, action.headers);
});

/** A request line `METHOD target HTTP/1.x` with a method token Node's parser does not know. */
const unknownMethod = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ [^\s]+ HTTP\/1\.[01]\r?\n/;

// What Node's HTTP parser refuses (unknown methods, bad request lines or headers, too large headers)
// still gets an HTTP answer with the site's headers, and the connection is closed.
server.on('clientError', (failure, socket) => {
  if (!socket.writable) return socket.destroy();
  const code = /** @type {{code?: string, rawPacket?: Buffer}} */ (failure);
  const status =
    code.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : code.code === 'HPE_INVALID_METHOD' && unknownMethod.test(code.rawPacket?.toString('latin1') ?? '')
        ? 405
        : 400;
  const body = `${status} ${http.STATUS_CODES[status]}\n`;
  const headers = {
    ...rules.headers,
    ...(status === 405 ? {Allow: rules.allowedMethods.join(', ')} : {}),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
});

server.listen(Number(values.port), () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${values.port}/`);
});
