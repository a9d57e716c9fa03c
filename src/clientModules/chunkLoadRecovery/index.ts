import {translate} from '@docusaurus/Translate';
import {isChunkLoadError} from './isChunkLoadError';

/**
 * When a page first opens, Docusaurus loads its code chunks before React takes over the server-rendered
 * HTML. If one of them fails (a flaky network, or a deployment that replaced the files), nothing tells
 * the reader: the page looks fine but links and menus stay dead. This module shows the failure with a
 * Retry button that loads the page again. (Failures on later navigations already reload the page.)
 */

const bannerId = 'gx-chunk-load-error';

function showRetryBanner(error: Error): void {
  if (document.getElementById(bannerId)) return;
  const banner = document.createElement('div');
  banner.id = bannerId;
  banner.setAttribute('role', 'alert');
  banner.className = 'chunk-load-error';
  const text = document.createElement('p');
  text.textContent = translate({
    id: 'theme.chunkLoadError.message',
    message: 'Part of this page failed to load, so links and menus may not work.',
    description: 'Shown when a code chunk of the page failed to load',
  });
  const detail = document.createElement('p');
  detail.className = 'chunk-load-error__detail';
  detail.textContent = error.message;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary button--sm';
  retry.textContent = translate({
    id: 'theme.chunkLoadError.retry',
    message: 'Retry',
    description: 'Button that loads the page again',
  });
  retry.addEventListener('click', () => window.location.reload());
  banner.append(text, detail, retry);
  document.body.append(banner);
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    // Server-rendered pages say data-has-hydrated="false" until React has taken over.
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    if (!hydrated && isChunkLoadError(event.reason)) showRetryBanner(event.reason);
  });
}
