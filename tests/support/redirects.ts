import {readFileSync} from 'node:fs';
import type {Redirect} from '@site/src/config/redirects';

/** The page URLs the upstream site served for these releases; each must answer here (tests/e2e/old-urls.spec.ts). */
const upstreamUrlsFile = 'scripts/check-content/inventory/upstream-urls.txt';

/** The URLs of each release section of the upstream inventory ("## current (216 URLs)" and the like). */
export function upstreamUrlSections(
  text = readFileSync(upstreamUrlsFile, 'utf8'),
): {release: string; declared: number; urls: string[]}[] {
  return text
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [heading = '', ...lines] = section.split('\n');
      const [, release = '', declared = '0'] = /^(\S+) \((\d+) URLs\)/.exec(heading) ?? [];
      return {release, declared: Number(declared), urls: lines.filter((line) => line.startsWith('/'))};
    });
}

/**
 * The docs release a site path belongs to: the older release whose root it is under, else the current one (which
 * also takes the paths outside /docs/, such as the old `/latest/`).
 */
export function releaseOf(path: string, olderReleases: readonly string[]): string {
  return olderReleases.find((release) => path.startsWith(`/docs/${release}/`)) ?? 'current';
}

/** Where a path is redirected to, if anywhere: an exact rule first, then the longest splat rule that matches. */
export function resolveRedirect(path: string, redirects: readonly Redirect[]): string | undefined {
  const exact = redirects.find((redirect) => redirect.from === path);
  if (exact) return exact.to;
  const splats = redirects
    .filter((redirect) => redirect.from.endsWith('*') && path.startsWith(redirect.from.slice(0, -1)))
    .sort((a, b) => b.from.length - a.from.length);
  const splat = splats[0];
  return splat && splat.to.replace(':splat', path.slice(splat.from.length - 1));
}
