import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

export type Props = {
  readonly archiveUrl: string;
  readonly archiveLabel: string;
};

/** Current release first, then older ones, then the archive of releases these docs do not serve. */
export default function VersionCards({archiveUrl, archiveLabel}: Props): React.JSX.Element {
  const versions = useVersions(undefined);
  return (
    <ul className={styles.cards}>
      {versions.map((version) => (
        <li key={version.name} className={clsx(styles.card, version.isLast && styles.cardCurrent)}>
          <Heading as="h3" className={styles.cardTitle}>
            <Link to={version.path + '/'}>GX {version.label}</Link>
          </Heading>
          <p className={styles.cardText}>
            {version.isLast ? (
              <Translate
                id="home.versionCards.current"
                description="Caption of the current docs version on the home page"
              >
                Current release: Fluent Datasources, Data Assistants and GX Cloud.
              </Translate>
            ) : (
              <Translate id="home.versionCards.older" description="Caption of an older docs version on the home page">
                Older release, kept for readers who have not upgraded yet.
              </Translate>
            )}
          </p>
        </li>
      ))}
      <li className={styles.card}>
        <Heading as="h3" className={styles.cardTitle}>
          <Link href={archiveUrl}>{archiveLabel}</Link>
        </Heading>
        <p className={styles.cardText}>
          <Translate id="home.versionCards.archive" description="Caption of the archive link on the home page">
            Documentation of releases before 0.14, on the archive site.
          </Translate>
        </p>
      </li>
    </ul>
  );
}
