/**
 * How the built site is served: security headers, caching, content types, 404 behaviour and redirects.
 * One set of rules for every server: `src/plugins/serving` turns them, at the end of `docusaurus build`,
 * into Netlify's `_headers` and `_redirects`, an nginx configuration, and `_server/rules.json`, which
 * `npm run serve` (scripts/serve/) applies. Nothing here reads the file system or the environment.
 */
import type {Redirect} from './redirects';

export type {Redirect};

/** Where the services the pages talk to are configured (src/config/env.ts reads them). */
export interface ThirdParties {
  /** Google Analytics 4 measurement id, when analytics is on. */
  gtagId?: string;
  /** Algolia application id, when search goes to Algolia DocSearch. */
  algoliaAppId?: string;
}

/** Files of the build folder that configure servers: never served to readers. */
export const privatePaths = ['/_headers', '/_redirects', '/_server/'] as const;

/** Where the generated server files go, relative to the build folder. */
export const generatedFiles = {
  netlifyHeaders: '_headers',
  netlifyRedirects: '_redirects',
  nginx: '_server/nginx.conf',
  rules: '_server/rules.json',
} as const;

/** The page every server answers a missing path with, with status 404. */
export const notFoundPage = '/404.html';

/** Revalidated on every use: pages, the sitemap and anything whose name does not change with its content. */
export const revalidate = 'public, max-age=0, must-revalidate';
/** Cached for a year without revalidation: files whose name changes with their content. */
export const immutable = 'public, max-age=31536000, immutable';
/** Error responses are not stored, so a fixed page is never shadowed by a cached error. */
export const noStore = 'no-store';

/**
 * Folders whose files are named by their content's hash: Docusaurus's bundles and images under
 * `/assets/`, and the search index files (`/search-index/<version>.<hash>.json`; their names are
 * listed in the revalidated `/search-index.json`).
 */
export const immutablePrefixes = ['/assets/', '/search-index/'] as const;

export function cacheControl(pathname: string): string {
  return immutablePrefixes.some((prefix) => pathname.startsWith(prefix)) ? immutable : revalidate;
}

/** Content types the common MIME tables lack or get wrong, by extension. */
const extraContentTypes: Readonly<Record<string, string>> = {
  // SQLite sample data (static/data/*.db): IANA's registered type.
  db: 'application/vnd.sqlite3',
  // The sample data as CSV (Debian's nginx table lacks it).
  csv: 'text/csv; charset=utf-8',
  webmanifest: 'application/manifest+json',
};

/** Header sent in production only (Netlify, nginx): HTTPS for a year. Never on localhost previews. */
const hsts = 'max-age=31536000';

/** Origins Google's tag loads from and reports to (Google's published CSP for GA4). */
const gtagOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** Hosts DocSearch queries (the application's DSN host and its fallbacks) and Algolia Insights receives events on. */
function algoliaOrigins(appId: string): string[] {
  return [
    `https://${appId.toLowerCase()}-dsn.algolia.net`,
    'https://*.algolianet.com',
    'https://insights.algolia.io',
    'https://*.algolia.io',
  ];
}

/**
 * The Content-Security-Policy. Scripts: the site's own files and, by hash, the inline scripts
 * Docusaurus writes into the pages (`scriptHashes`, from the built HTML); nothing `unsafe-eval`.
 * Styles need `'unsafe-inline'`: the server-rendered HTML carries React `style` attributes on
 * thousands of elements (each Prism token's colour, the announcement bar's colours), which a hash list
 * could only allow with `'unsafe-hashes'` value by value; a style cannot run script, which is what
 * the policy guards against.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], {gtagId, algoliaAppId}: ThirdParties): string {
  const algolia = algoliaAppId ? algoliaOrigins(algoliaAppId) : [];
  const gtag = gtagId ? gtagOrigins : {script: [], connect: [], img: []};
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...gtag.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...gtag.img],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...gtag.connect, ...algolia],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Headers every response of every server carries (the preview adds no HSTS; see productionHeaders). */
function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Security headers plus HSTS, for the production hosts. */
export function productionHeaders(csp: string): Record<string, string> {
  return {...securityHeaders(csp), 'Strict-Transport-Security': hsts};
}

/** Methods the servers answer; anything else gets 405 with an `Allow` header. */
export const allowedMethods = ['GET', 'HEAD'] as const;

/** Everything a server needs, resolved for one build: what `_server/rules.json` holds. */
export interface ServingRules {
  headers: Record<string, string>;
  productionHeaders: Record<string, string>;
  immutablePrefixes: readonly string[];
  contentTypes: Readonly<Record<string, string>>;
  redirects: readonly Redirect[];
  privatePaths: readonly string[];
  notFoundPage: string;
  allowedMethods: readonly string[];
}

/** Checks a redirect list: site-relative paths, `*` only at the end of `from`, `:splat` only with `*`. */
export function validateRedirects(list: readonly Redirect[]): void {
  const seen = new Set<string>();
  for (const {from, to} of list) {
    const where = `redirect ${from} → ${to}`;
    if (!/^\/(?!\/)[^\s?#*\\$"';{}]*\*?$/.test(from))
      throw new Error(`${where}: "from" must be a site path, with \`*\` only at its end.`);
    if (!/^\/(?!\/)[^\s?#*\\$"';{}]*$/.test(to)) throw new Error(`${where}: "to" must be a site path.`);
    if (to.includes(':splat') && !from.endsWith('*')) throw new Error(`${where}: \`:splat\` needs a \`*\` in "from".`);
    if (!from.endsWith('*') && !from.endsWith('/')) throw new Error(`${where}: "from" must end with a slash.`);
    if (seen.has(from)) throw new Error(`${where}: a second rule for the same path.`);
    seen.add(from);
  }
}

export function resolveRules(
  scriptHashes: readonly string[],
  thirdParties: ThirdParties,
  redirectList: readonly Redirect[],
): ServingRules {
  validateRedirects(redirectList);
  const csp = contentSecurityPolicy(scriptHashes, thirdParties);
  return {
    headers: securityHeaders(csp),
    productionHeaders: productionHeaders(csp),
    immutablePrefixes,
    contentTypes: extraContentTypes,
    redirects: redirectList,
    privatePaths,
    notFoundPage,
    allowedMethods,
  };
}
