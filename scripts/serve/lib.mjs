// @ts-check
// What `npm run serve` does with a request, as pure functions of the request, the build's serving
// rules (`_server/rules.json`, from src/config/serving.ts) and a file lookup: unit-tested in
// tests/unit/scripts/serve.test.ts; index.mjs only does the I/O.

/**
 * @typedef {{from: string, to: string}} Redirect
 * @typedef {{
 *   headers: Record<string, string>,
 *   immutablePrefixes: readonly string[],
 *   contentTypes: Readonly<Record<string, string>>,
 *   redirects: readonly Redirect[],
 *   privatePaths: readonly string[],
 *   notFoundPage: string,
 *   allowedMethods: readonly string[],
 * }} Rules
 * @typedef {(sitePath: string) => 'file' | 'dir' | undefined} Lookup
 * @typedef {{kind: 'error', status: number, headers?: Record<string, string>}
 *   | {kind: 'redirect', location: string}
 *   | {kind: 'notFound'}
 *   | {kind: 'file', path: string}} Action
 */

/** Longer request targets get 414: no page of the site has an address near this long. */
const maxUrlLength = 4096;

/**
 * `Cache-Control` of a file of the build, by its site path.
 * @param {string} pathname
 * @param {Pick<Rules, 'immutablePrefixes'>} rules
 * @returns {string}
 */
export function cacheControl(pathname, rules) {
  return rules.immutablePrefixes.some((prefix) => pathname.startsWith(prefix))
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/**
 * The site path of a request target and its query (with its `?`), or undefined when the target is
 * neither a path nor an absolute URL (RFC 9112 origin-form and absolute-form; the authority of an
 * absolute URL is ignored, like the Host header: this server serves one site).
 * @param {string} url
 * @returns {{path: string, query: string} | undefined}
 */
export function splitTarget(url) {
  const absolute = /^https?:\/\/[^/?#]*/i.exec(url);
  const target = absolute ? url.slice(absolute[0].length) || '/' : url;
  if (!target.startsWith('/')) return undefined;
  const queryStart = target.indexOf('?');
  return queryStart < 0
    ? {path: target, query: ''}
    : {path: target.slice(0, queryStart), query: target.slice(queryStart)};
}

/**
 * The decoded path, or undefined when it cannot name a file of the build: malformed percent-encoding,
 * a NUL byte, a backslash, or a `.` or `..` segment in any encoding (`%2e%2e`, `..%2f`, …). Browsers
 * resolve dot segments before sending, so only a crafted request has them.
 * @param {string} rawPath
 * @returns {string | undefined}
 */
export function decodePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(decoded)) return undefined;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return decoded;
}

/**
 * A redirect target as a site path: one leading slash, so that a path that starts with `//` (or
 * `/\`) can never become a protocol-relative URL to another host.
 * @param {string} path
 * @param {string} [query]
 * @returns {string}
 */
export function sitePathLocation(path, query = '') {
  return `/${path.replace(/^[/\\]+/, '')}${query}`;
}

/**
 * Where a redirect rule sends a path, or undefined. Exact rules match with or without the trailing
 * slash; splat rules (`/old/*`) match what starts with their prefix, the longest prefix first (as
 * on nginx, and as the generated `_redirects` orders them); `:splat` takes what `*` matched.
 * @param {string} path
 * @param {readonly Redirect[]} redirects
 * @returns {string | undefined}
 */
export function matchRedirect(path, redirects) {
  const exact = redirects.find(({from}) => !from.endsWith('*') && (path === from || `${path}/` === from));
  if (exact) return exact.to;
  const splats = redirects
    .filter(({from}) => from.endsWith('*') && path.startsWith(from.slice(0, -1)))
    .sort((a, b) => b.from.length - a.from.length);
  const [splat] = splats;
  return splat ? splat.to.replace(':splat', path.slice(splat.from.length - 1)) : undefined;
}

/**
 * Where to redirect a request for a page under a name other than its canonical one, or undefined.
 * Pages live at folder addresses with a trailing slash (`trailingSlash: true`), so `/docs/0.15.50`,
 * `/docs/0.15.50/index.html` and `/docs/0.15.50.html` all redirect to `/docs/0.15.50/` when that
 * folder has an index.html. (Served as is, the .html names would also hydrate against a different
 * route than the one rendered, which React reports as a hydration error.) `path` is decoded.
 * @param {string} path
 * @param {Lookup} lookup
 * @returns {string | undefined}
 */
export function canonicalFolder(path, lookup) {
  const folder = path.endsWith('/')
    ? undefined
    : path.endsWith('/index.html')
      ? path.slice(0, -'index.html'.length)
      : path.endsWith('.html')
        ? `${path.slice(0, -'.html'.length)}/`
        : `${path}/`;
  return folder && lookup(`${folder}index.html`) === 'file' ? folder : undefined;
}

/**
 * A decoded site path as a URL path: each segment percent-encoded.
 * @param {string} path
 * @returns {string}
 */
export function encodePath(path) {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * What to answer a request with. `lookup` tells whether a decoded site path is a file or folder of the build.
 * @param {string} method
 * @param {string} url
 * @param {Rules} rules
 * @param {Lookup} lookup
 * @returns {Action}
 */
export function route(method, url, rules, lookup) {
  if (!rules.allowedMethods.includes(method)) {
    return {kind: 'error', status: 405, headers: {Allow: rules.allowedMethods.join(', ')}};
  }
  if (url.length > maxUrlLength) return {kind: 'error', status: 414};
  const target = splitTarget(url);
  if (!target) return {kind: 'error', status: 400};
  const path = decodePath(target.path);
  if (path === undefined) return {kind: 'error', status: 400};

  if (rules.privatePaths.some((hidden) => (hidden.endsWith('/') ? path.startsWith(hidden) : path === hidden)))
    return {kind: 'notFound'};
  const redirect = matchRedirect(target.path, rules.redirects);
  if (redirect) return {kind: 'redirect', location: sitePathLocation(redirect, target.query)};
  // The 404 page under any of its names is a 404, never a soft 404.
  const notFoundPage = rules.notFoundPage.replace(/\.html$/, '');
  if ([rules.notFoundPage, notFoundPage, `${notFoundPage}/`].includes(path)) return {kind: 'notFound'};

  const folder = canonicalFolder(path, lookup);
  if (folder) return {kind: 'redirect', location: sitePathLocation(encodePath(folder), target.query)};
  const found = lookup(path);
  if (found === 'file') return {kind: 'file', path};
  if (found === 'dir' && path.endsWith('/') && lookup(`${path}index.html`) === 'file')
    return {kind: 'file', path: `${path}index.html`};
  return {kind: 'notFound'};
}

/**
 * Whether an `Accept-Encoding` header accepts a coding (q=0 refuses it; `*` stands for any coding not named).
 * @param {string | undefined} header
 * @param {string} coding
 * @returns {boolean}
 */
export function acceptsEncoding(header, coding) {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const accepted = q === undefined || Number(q) > 0;
    if (name.trim() === coding) return accepted;
    if (name.trim() === '*') wildcard = accepted;
  }
  return wildcard;
}
