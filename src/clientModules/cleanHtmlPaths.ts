import type {ClientModule} from '@docusaurus/types';

/**
 * `/docs/x/index.html` → `/docs/x/`, `/docs/x.html` → `/docs/x/`; other paths are returned unchanged.
 * Static hosts serve a page's file under both names; the router renders the same page for them, and
 * this keeps the address bar (and links readers copy) on the clean path.
 */
export function cleanHtmlPath(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html') && pathname !== '/404.html') return `${pathname.slice(0, -'.html'.length)}/`;
  return pathname;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const clean = cleanHtmlPath(location.pathname);
    if (clean !== location.pathname) {
      window.history.replaceState(window.history.state, '', clean + location.search + location.hash);
    }
  },
};

export default clientModule;
