/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/NotFound/Content).
 * Why: upstream only says the page was not found. A reader who followed a stale link also needs a
 * way on: a search box (a plain form, so it works before the page's script has loaded) and links
 * to the introduction of each documentation version and to the archive.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {archiveLabel, archiveUrl} from '@site/src/config/versions';
import type {Props} from '@theme/NotFound/Content';

function SearchForm(): React.JSX.Element {
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search...',
    description: 'The placeholder and label of the search box',
  });
  return (
    <form action={useBaseUrl('/search/')} method="get" role="search" className="margin-vert--md">
      <input type="search" name="q" aria-label={label} placeholder={label} className="navbar__search-input" />{' '}
      <button type="submit" className="button button--primary">
        <Translate id="theme.NotFound.searchSubmit" description="The submit button of the search form on the 404 page">
          Search
        </Translate>
      </button>
    </form>
  );
}

function VersionLinks(): React.JSX.Element {
  const versions = useVersions(undefined);
  return (
    <ul>
      {versions.map((version) => (
        <li key={version.name}>
          <Link to={`${version.path}/`}>
            <Translate
              id="theme.NotFound.versionLink"
              description="Link to a docs version's introduction on the 404 page"
              values={{label: version.label}}
            >
              {'GX {label} introduction'}
            </Translate>
          </Link>
        </li>
      ))}
      <li>
        <Link href={archiveUrl}>{archiveLabel}</Link>
      </li>
    </ul>
  );
}

export default function NotFoundContent({className}: Readonly<Props>): React.JSX.Element {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <SearchForm />
          <p>
            <Translate
              id="theme.NotFound.versionsIntro"
              description="Lead-in to the list of docs versions on the 404 page"
            >
              The page may have moved between GX releases. Start again from the documentation of the release you use:
            </Translate>
          </p>
          <VersionLinks />
        </div>
      </div>
    </main>
  );
}
