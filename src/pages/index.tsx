import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import VersionCards from '@site/src/components/VersionCards';
import {archiveLabel, archiveUrl, currentRelease} from '@site/src/config/versions';
import styles from './index.module.css';

function Hero(): React.JSX.Element {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          <Translate id="home.hero.title" description="Home page main heading">
            Great Expectations documentation
          </Translate>
        </Heading>
        <p className={styles.heroLead}>
          <Translate id="home.hero.lead" description="Home page lead paragraph">
            Great Expectations (GX) is an open-source Python library for testing data: you state what your data should
            look like as Expectations, validate each new batch against them, and publish the results as readable Data
            Docs.
          </Translate>
        </p>
        <Link className="button button--primary button--lg" to="/docs/">
          <Translate id="home.hero.cta" description="Home page call to action" values={{release: currentRelease}}>
            {'Read the GX {release} docs'}
          </Translate>
        </Link>
      </div>
    </header>
  );
}

function WhichVersion(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="which-version-title">
      <Heading as="h2" id="which-version">
        {/* The section's name: the title without the heading's anchor link. */}
        <span id="which-version-title">
          <Translate id="home.whichVersion.title" description="Heading of the version-picking section">
            Read the docs for the release you run
          </Translate>
        </span>
      </Heading>
      <p>
        <Translate id="home.whichVersion.text" description="How to find the installed GX release">
          The API changed a lot between these releases, so examples written for one may fail on another. Ask pip which
          release your environment has, then open the matching documentation:
        </Translate>
      </p>
      <CodeBlock language="bash">pip show great_expectations</CodeBlock>
      <VersionCards archiveUrl={archiveUrl} archiveLabel={archiveLabel} />
    </section>
  );
}

const startingPoints = [
  {
    to: '/docs/tutorials/quickstart/',
    title: translate({id: 'home.start.new.title', message: 'New to GX', description: 'Starting point for newcomers'}),
    text: translate({
      id: 'home.start.new.text',
      message: 'The Quickstart: install GX, check a month of taxi trips against three Expectations, read the report.',
      description: 'Starting point for newcomers, caption',
    }),
  },
  {
    to: '/docs/#what-changed-in-the-016-line',
    title: translate({
      id: 'home.start.upgrade.title',
      message: 'Upgrading from 0.15',
      description: 'Starting point for upgraders',
    }),
    text: translate({
      id: 'home.start.upgrade.text',
      message: 'Fluent Datasources, Checkpoints that accept them, and what left the command line.',
      description: 'Starting point for upgraders, caption',
    }),
  },
  {
    to: '/docs/#how-these-docs-are-organised',
    title: translate({
      id: 'home.start.map.title',
      message: 'Find your way around',
      description: 'Starting point: docs map',
    }),
    text: translate({
      id: 'home.start.map.text',
      message: 'The sections of these docs, and which to read first.',
      description: 'Starting point: docs map, caption',
    }),
  },
];

function WhereToStart(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="where-to-start-title">
      <Heading as="h2" id="where-to-start">
        <span id="where-to-start-title">
          <Translate id="home.start.title" description="Heading of the starting-points section">
            Where to start
          </Translate>
        </span>
      </Heading>
      <ul className={styles.startList}>
        {startingPoints.map(({to, title, text}) => (
          <li key={to}>
            <Link to={to} className={styles.startLink}>
              {title}
            </Link>
            <p className={styles.startText}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home(): React.JSX.Element {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'Documentation', description: 'Home page title'})}
      description={translate({
        id: 'home.meta.description',
        message:
          'Documentation of Great Expectations, the open-source data quality library, for releases 0.16.10, 0.15.50 and 0.14.13.',
        description: 'Home page meta description',
      })}
    >
      <Hero />
      <main className="container">
        <WhichVersion />
        <WhereToStart />
      </main>
    </Layout>
  );
}
