/**
 * One page of each type, per docs version, for the checks that cannot afford every page: the HTML
 * checker (html-validity.spec.ts) and the screenshot comparisons (visual.spec.ts). Each entry says
 * what the page must contain to stand for its type; the HTML check verifies it, so a sample that
 * loses its tabs or tables fails instead of silently checking less.
 */
export type SamplePage = {
  readonly type: string;
  readonly path: string;
  /** CSS selectors the page's HTML must match, what makes it a page of its type. */
  readonly holds: readonly string[];
};

const code = 'pre.prism-code';

function docPages(root: string, admonitionsAndTables: string): SamplePage[] {
  return [
    {
      type: 'doc with code and tabs',
      path: `${root}guides/setup/installation/local/`,
      holds: [code, '[role="tablist"]'],
    },
    {
      type: 'admonitions and tables',
      path: `${root}${admonitionsAndTables}`,
      holds: ['.theme-admonition', 'table', code],
    },
    {type: 'glossary term', path: `${root}terms/checkpoint/`, holds: ['article h1']},
    {type: 'API reference', path: `${root}reference/api_reference/data_context/`, holds: ['article h1']},
  ];
}

/** Pages with one version each (the search page takes the version as a parameter). */
export const sitePages: readonly SamplePage[] = [
  {type: 'home', path: '/', holds: ['h1']},
  {type: 'search', path: '/search/', holds: ['h1', 'input[type="search"]']},
  {type: '404', path: '/404.html', holds: ['h1']},
];

export const versionPages: Readonly<Record<string, readonly SamplePage[]>> = {
  current: docPages(
    '/docs/',
    'guides/connecting_to_your_data/advanced/how_to_configure_a_dataconnector_for_splitting_and_sampling_tables_in_sql/',
  ),
  '0.15.50': docPages('/docs/0.15.50/', 'guides/miscellaneous/how_to_configure_notebooks_generated_by_suite_edit/'),
  '0.14.13': docPages('/docs/0.14.13/', 'guides/miscellaneous/how_to_configure_notebooks_generated_by_suite_edit/'),
};

/** The file of the build that a sample page's path is served from. */
export function buildFile(path: string): string {
  return `build${path}${path.endsWith('/') ? 'index.html' : ''}`;
}
