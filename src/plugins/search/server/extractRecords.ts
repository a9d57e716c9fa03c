import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {SearchIndexFile, SearchRecord} from '../types';

/** Parts of a rendered doc page that are not its prose: term tooltips, anchors' glyphs, code blocks, buttons. */
const notProse = '[role="tooltip"], .hash-link, pre, .theme-code-block, button, svg, script, style';

const blocks = 'p, li, dt, dd, td, th, tr, div, br, blockquote, h1, h2, h3, h4, h5, h6';

function clean(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function meta($: CheerioAPI, name: string): string {
  return clean($(`meta[name="${name}"]`).attr('content') ?? '');
}

type Section = {heading?: Element; h2?: string; texts: string[]};

/** Splits the page body at its top-level h2 and h3 headings. */
function sections($: CheerioAPI, body: ReturnType<CheerioAPI>): Section[] {
  const result: Section[] = [{texts: []}];
  let h2: string | undefined;
  body.children().each((_, element: AnyNode) => {
    const tag = 'tagName' in element ? element.tagName.toLowerCase() : undefined;
    if (tag === 'header' || tag === 'h1') return;
    if ('tagName' in element && (tag === 'h2' || tag === 'h3')) {
      const text = clean($(element).text());
      if (tag === 'h2') h2 = text;
      result.push({heading: element, h2: tag === 'h3' ? h2 : undefined, texts: []});
      return;
    }
    const text = clean($(element).text());
    if (text) result.at(-1)!.texts.push(text);
  });
  return result;
}

/**
 * A doc page's head and article, as one document: the records come from these alone, and the rest
 * (navbar, sidebar, footer) is most of a page's bytes, so parsing only these halves the index's
 * share of the build. Undefined for a page with no article.
 */
function headAndArticle(html: string): string | undefined {
  const headEnd = html.indexOf('</head>');
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (headEnd === -1 || start === -1 || end < start) return undefined;
  return `${html.slice(0, headEnd)}</head><body>${html.slice(start, end + '</article>'.length)}</body></html>`;
}

/**
 * The search records of one rendered doc page: one for the page's top and one per h2/h3 section.
 * Returns undefined for pages that are not doc pages (no DocSearch metadata) or have no Markdown
 * body, such as generated category indexes (the spec indexes no sidebar category pages).
 */
export function extractRecords(html: string, pagePath: string): SearchIndexFile | undefined {
  const document = headAndArticle(html);
  if (document === undefined) return undefined;
  // htmlparser2 (cheerio's `xml` option, here in HTML mode) rather than parse5: about twice as fast on
  // the build's ~550 pages, and the same records for every one of them (checked against parse5).
  const $ = load(document, {xml: {xmlMode: false, decodeEntities: true}});
  const version = meta($, 'docsearch:version');
  const locale = meta($, 'docsearch:language');
  const body = $('article .theme-doc-markdown').first();
  if (!version || !locale || body.length === 0) return undefined;
  body.find(notProse).remove();
  // Minified HTML has no whitespace between blocks ("<li>a</li><li>b</li>"); without a separator
  // their words would run together. Both ends: htmlparser2 nests a cell whose end tag the minifier
  // left out inside the one before it.
  body.find(blocks).prepend(' ').append(' ');

  const lvl1 = clean(body.find('h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  const crumbs = $('article .breadcrumbs__item')
    .not('.breadcrumbs__item--active')
    .map((_, item) => clean($(item).text()))
    .get()
    .filter(Boolean);
  const lvl0 = crumbs[0] ?? 'Documentation';
  const tags = [meta($, 'description'), meta($, 'keywords')].filter(Boolean).join(' ');

  const records: SearchRecord[] = [];
  for (const section of sections($, body)) {
    const content = section.texts.join(' ');
    if (!section.heading) {
      records.push({url: pagePath, lvl0, lvl1, title: lvl1, parents: crumbs.join(' '), tags, content});
      continue;
    }
    const heading = clean($(section.heading).text());
    const id = $(section.heading).attr('id');
    const isH3 = section.heading.tagName.toLowerCase() === 'h3';
    records.push({
      url: id ? `${pagePath}#${id}` : pagePath,
      lvl0,
      lvl1,
      lvl2: isH3 ? section.h2 : heading,
      ...(isH3 ? {lvl3: heading} : {}),
      title: heading,
      parents: [...crumbs, lvl1, ...(isH3 && section.h2 ? [section.h2] : [])].join(' '),
      tags: '',
      content,
    });
  }
  return {version, locale, records};
}
