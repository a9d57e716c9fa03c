// Pure helpers of the static server: unit-tested in tests/unit/scripts/serve.test.ts.

/** Hashed build output never changes under the same name; everything else must be revalidated. */
export function cacheControl(pathname) {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/**
 * Where to redirect a request for a page under a name other than its canonical one, or undefined.
 * Pages live at folder addresses with a trailing slash (`trailingSlash: true`), so `/docs/0.15.50`,
 * `/docs/0.15.50/index.html` and `/docs/0.15.50.html` all redirect to `/docs/0.15.50/` when that
 * folder has an index.html. (Served as is, the .html names would also hydrate against a different
 * route than the one rendered, which React reports as a hydration error.)
 */
export function canonicalPageTarget(url, hasIndexHtml) {
  const [pathname, query] = url.split(/\?(.*)/s, 2);
  const folder = pathname.endsWith('/')
    ? undefined
    : pathname.endsWith('/index.html')
      ? pathname.slice(0, -'index.html'.length)
      : pathname.endsWith('.html')
        ? `${pathname.slice(0, -'.html'.length)}/`
        : /\.[a-z][a-z0-9]*$/i.test(pathname)
          ? undefined
          : `${pathname}/`;
  if (!folder || !hasIndexHtml(folder)) return undefined;
  return query ? `${folder}?${query}` : folder;
}
