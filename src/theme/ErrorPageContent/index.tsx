/*
 * Wraps @theme-original/ErrorPageContent (Docusaurus 3.10.2).
 * Why: the spec's crash screen has the document title 'Page Error'; the stock content inside the
 * layout keeps the crashed page's title. Heading, message and 'Try again' stay upstream's.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type {Props} from '@theme/Error';

export default function ErrorPageContentWrapper(props: Readonly<Props>): React.JSX.Element {
  return (
    <>
      <Head>
        <title>
          {translate({
            id: 'theme.ErrorPageContent.documentTitle',
            message: 'Page Error',
            description: 'Document title of the crash screen',
          })}
        </title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
