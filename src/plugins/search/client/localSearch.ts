import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {fieldBoosts, fillerWords, firstPartContentLength, searchFields, stopWords} from '../settings';
import {cutText, joinIndexParts} from '../indexParts';
import {parseIndexMore} from '../packedIndex';
import {synonyms as synonymList} from '../synonyms';
import type {
  Hierarchy,
  HighlightResult,
  Level,
  LocalHit,
  SearchAnswer,
  SearchIndexFile,
  SearchIndexHandle,
  SearchIndexMore,
  SearchOptions,
  SearchRecord,
} from '../types';
import {highlight, snippet, words} from './highlight';
import {planQuery, readSynonyms, type QueryPlan, type TermGroup} from './queryPlan';

const synonyms = readSynonyms(synonymList);

/** MiniSearch over one version's records, answering at once (in the search worker, or on the page). */
export type LocalIndex = {
  search: (query: string, options?: SearchOptions) => SearchAnswer;
  /** The complete index: this index of a first part, joined with the rest of each section's text. */
  withRest: (rest: SearchIndexMore) => LocalIndex;
};

/** The handle of an index built on the page. */
export function handleOf(index: LocalIndex): SearchIndexHandle {
  // The executor turns a throw into a rejection, as an async function would.
  return {
    search: (query, options) => new Promise((resolve) => resolve(index.search(query, options))),
    withRest: (moreText) => new Promise((resolve) => resolve(handleOf(index.withRest(parseIndexMore(moreText))))),
  };
}

function levelOf(record: SearchRecord): 'lvl1' | 'lvl2' | 'lvl3' {
  if (record.lvl3) return 'lvl3';
  return record.lvl2 ? 'lvl2' : 'lvl1';
}

function toHit(record: SearchRecord, result: SearchResult, terms: string[]): LocalHit {
  const matched = new Set(result.terms);
  const fields = new Set(Object.values(result.match).flat());
  const inHeading = fields.has('title');
  const type = !inHeading && fields.has('content') && record.content ? 'content' : levelOf(record);
  const hierarchy: Hierarchy = {
    lvl0: record.lvl0,
    lvl1: record.lvl1,
    lvl2: record.lvl2 ?? null,
    lvl3: record.lvl3 ?? null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const mark = (level: Level): HighlightResult => highlight(hierarchy[level] ?? '', terms, matched);
  const hierarchyHighlight: Record<Level, HighlightResult> = {
    lvl0: mark('lvl0'),
    lvl1: mark('lvl1'),
    lvl2: mark('lvl2'),
    lvl3: mark('lvl3'),
    lvl4: mark('lvl4'),
    lvl5: mark('lvl5'),
    lvl6: mark('lvl6'),
  };
  const [path, anchor] = record.url.split('#');
  return {
    objectID: record.url,
    url: record.url,
    url_without_anchor: path,
    anchor: anchor ?? null,
    type,
    content: type === 'content' ? record.content : null,
    hierarchy,
    _highlightResult: {content: highlight(record.content, terms, matched), hierarchy: hierarchyHighlight},
    _snippetResult: {content: snippet(record.content, terms, matched), hierarchy: hierarchyHighlight},
  };
}

/** A word without its plural `s`, so that "evaluation parameters" names the Evaluation Parameter page. */
const stem = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/** Words of a title or query that say what it is about (no stop words, no question filler), stemmed. */
function normalize(text: string): string {
  return words(text)
    .filter((word) => !stopWords.has(word) && !fillerWords.has(word))
    .map(stem)
    .join(' ');
}

/** Synonyms count for less than the reader's own word, so a page that uses the reader's word ranks first. */
const synonymBoost = 0.5;

/** How a partial match's score is scaled: by the share of the query's weight it matches, squared. */
const partialFactor = (coverage: number) => 0.5 * coverage * coverage;

/** Only the best results get the phrase and proximity check (it reads their text). */
const proximityCandidates = 40;

type Scored = {result: SearchResult; id: number; score: number; full: boolean};

type Index = MiniSearch<SearchRecord & {id: number}>;

/**
 * When every group together finds at least this many results, results that match only some are not
 * looked for: they would rank below all of these anyway, and the narrower query is faster to answer.
 */
const enoughFullMatches = 20;

/** The MiniSearch query for groups: every group (AND), or any of them (OR); each group is any of its alternatives. */
function miniSearchQuery(groups: readonly TermGroup[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: groups.map((group): Query => {
      const [own, ...others] = group.terms;
      const alternatives: Query[] = [
        ...others,
        ...group.phrases.map((phrase): Query => ({combineWith: 'AND', queries: phrase})),
      ];
      const queries: Query[] = own === undefined ? [] : [own];
      if (alternatives.length > 0)
        queries.push({combineWith: 'OR', queries: alternatives, boostTerm: () => synonymBoost});
      return {combineWith: 'OR', queries};
    }),
  };
}

/**
 * A match of two neighbouring query words as neighbours in the text ("slack notifications" in a
 * title, or as one of the page's keyword phrases) ranks above the same words scattered; the texts
 * are padded so that only word starts match.
 */
function proximityBoost(sequence: readonly string[], title: string, tags: string, content: string): number {
  let boost = 1;
  for (let i = 0; i + 1 < sequence.length; i += 1) {
    const pair = ` ${sequence[i]} ${sequence[i + 1]}`;
    if (title.includes(pair)) boost *= 1.5;
    else if (tags.includes(pair) || content.includes(pair)) boost *= 1.2;
  }
  return Math.min(boost, 3);
}

/** A weak word found in a result's title or text raises it by this factor. */
const weakWordBoost = 1.3;

/**
 * The share of a page's other matching sections' scores its results gain (`addPageEvidence`); any
 * value from 0.1 to 0.2 ranks the title set and the tuning questions alike.
 */
const pageEvidence = 0.15;

/**
 * Raises every result of a page by a share of the scores of that page's results other than its best
 * one, among results of the same kind (full or partial match), so a page's own order stays: a page
 * that several sections tie to the query is about it more than a page that mentions it once ("redshift": the Redshift connection guide before a deployment guide with one
 * Redshift step).
 */
function addPageEvidence(scored: Scored[], pageOf: readonly number[], pages: number): void {
  const best = new Float64Array(pages * 2);
  const total = new Float64Array(pages * 2);
  for (const result of scored) {
    const key = pageOf[result.id] * 2 + (result.full ? 1 : 0);
    if (result.score > best[key]) best[key] = result.score;
    total[key] += result.score;
  }
  for (const result of scored) {
    const key = pageOf[result.id] * 2 + (result.full ? 1 : 0);
    result.score += pageEvidence * (total[key] - best[key]);
  }
}

/**
 * Ranks a query's results on what each section is about: its title, headings, tags and the start
 * of its text (`firstPartContentLength` characters, what the first part of the index holds), so
 * the first query and the complete index rank alike. A long section's later text mentions many
 * words in passing: all of a query's words somewhere in 3,000 characters say less about a section
 * than most of them in its title, so that text adds results below these (`deepResults`), as
 * scattered matches rank below phrase and proximity matches. Within them, as Algolia ranks with
 * optional words:
 * - results that match every group that decides come first; results that match only some follow,
 *   scaled by the share they match, each group weighted by its rarity (inverse document frequency);
 * - weak words (generic verbs) are not searched: they raise the best results that have them;
 * - neighbouring query words found together in a title or text rank above scattered ones;
 * - a section or page titled exactly as the query goes first ("data docs" is the Data Docs page
 *   before the Data Docs Store one), and a page's top ranks above its own sections;
 * - a page's other matching sections add to each of its results (`addPageEvidence`).
 */
function rank(
  miniSearch: Index,
  plan: QueryPlan,
  index: {
    records: readonly SearchRecord[];
    titles: readonly string[];
    /** Each record's page, as a number: records of one page share it. */
    pageOf: readonly number[];
    /** How many pages there are. */
    pages: number;
    texts: (id: number) => {title: string; tags: string; content: string};
  },
): {scored: Scored[]; deciding: TermGroup[]} {
  const strong = plan.groups.filter((group) => !group.weak);
  let deciding = strong.length > 0 ? strong : plan.groups;
  let weak =
    deciding === strong ? plan.groups.filter((group) => group.weak).map((group) => ` ${stem(group.text)}`) : [];
  let results = miniSearch.search(miniSearchQuery(deciding, 'AND'));
  if (results.length < enoughFullMatches && deciding.length > 1)
    results = miniSearch.search(miniSearchQuery(deciding, 'OR'));
  if (results.length === 0 && deciding.length < plan.groups.length) {
    // No page has the words that decide: the weak words decide rather than no result at all.
    deciding = plan.groups;
    weak = [];
    results = miniSearch.search(miniSearchQuery(deciding, 'OR'));
  }

  const groupsOf = new Map<string, number[]>();
  deciding.forEach((group, g) => {
    for (const term of [...group.terms, ...group.phrases.flat()])
      groupsOf.set(term, [...(groupsOf.get(term) ?? []), g]);
  });
  const matchedGroups = results.map((result) => new Set(result.queryTerms.flatMap((term) => groupsOf.get(term) ?? [])));
  const documentFrequency = deciding.map((_, g) => matchedGroups.filter((matched) => matched.has(g)).length);
  const weights = deciding.map((_, g) => Math.log(1 + index.records.length / (1 + documentFrequency[g])));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const query = plan.sequence.map(stem).join(' ');
  const sequence = plan.sequence.map(stem);
  // Each deciding group's alternatives as they appear in padded, stemmed text (" google cloud storage").
  const needles = deciding.map((group) => [
    ...group.terms.map((term) => ` ${stem(term)}`),
    ...group.phrases.map((phrase) => ` ${phrase.map(stem).join(' ')}`),
  ]);

  const scored: Scored[] = [];
  results.forEach((result, r) => {
    const matched = matchedGroups[r];
    const full = matched.size === deciding.length;
    const share = full ? total : weights.reduce((sum, weight, g) => sum + (matched.has(g) ? weight : 0), 0);
    const id = Number(result.id);
    const exact = index.titles[id] === query ? 3 : 1;
    const pageTop = index.records[id].lvl2 ? 1 : 1.2;
    const score = result.score * exact * pageTop * (full ? 1 : partialFactor(share / total));
    scored.push({result, id, score, full});
  });
  const byScore = (a: Scored, b: Scored) => Number(b.full) - Number(a.full) || b.score - a.score;
  scored.sort(byScore);
  for (const candidate of scored.slice(0, proximityCandidates)) {
    const {title, tags, content} = index.texts(candidate.id);
    // The share of the query (by weight) that the title holds: a page about the query names it.
    const inTitle = weights.reduce(
      (sum, weight, g) => sum + (needles[g].some((needle) => title.includes(needle)) ? weight : 0),
      0,
    );
    candidate.score *= 1 + inTitle / total;
    if (sequence.length > 1) candidate.score *= proximityBoost(sequence, title, tags, content);
    for (const word of weak) if (title.includes(word) || content.includes(word)) candidate.score *= weakWordBoost;
  }
  addPageEvidence(scored, index.pageOf, index.pages);
  scored.sort(byScore);
  return {scored, deciding};
}

/**
 * The sections that have the query's words only further down their text than `rank` reads: below
 * all of its results, by score, so that a word a page mentions in passing is still found.
 */
function deepResults(more: Index, deciding: readonly TermGroup[], listed: ReadonlySet<number>): Scored[] {
  return more
    .search(miniSearchQuery(deciding, 'OR'))
    .filter((result) => !listed.has(Number(result.id)))
    .map((result) => ({result, id: Number(result.id), score: result.score, full: false}));
}

/** How a section's text is held: its start in the ranking index, the rest in a second one. */
type Split = readonly (readonly [first: string, rest: string])[];

/** The index of the sections' headings, tags and first text, which ranks (the first part holds only these). */
function leadIndex(records: readonly SearchRecord[], split: Split): Index {
  const lead: Index = new MiniSearch({
    fields: searchFields,
    storeFields: [],
    processTerm,
    searchOptions: {boost: fieldBoosts, prefix, fuzzy: (term) => (term.length > 4 ? 0.2 : false)},
  });
  lead.addAll(records.map((record, id) => ({...record, id, content: split[id][0]})));
  return lead;
}

/** The index of the rest of the sections' texts, or none if they have no more text than the lead holds. */
function restIndex(records: readonly SearchRecord[], split: Split): Index | undefined {
  const rest = records.flatMap((record, id) => (split[id][1] ? [{...record, id, content: split[id][1]}] : []));
  if (rest.length === 0) return undefined;
  const more: Index = new MiniSearch({fields: ['content'], storeFields: [], processTerm, searchOptions: {prefix}});
  more.addAll(rest);
  return more;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : lower;
}

/** Prefix search for what is being typed; small typos forgiven in longer words. */
const prefix = (term: string) => term.length > 2;

/**
 * MiniSearch over one version's records, ranked with the spec's field boosts, synonyms and the ranking above.
 *
 * Two indexes: each section's headings, tags and the start of its text, which rank (the first part of
 * the index has only these), and the rest of its text, which adds results below them. Apart, each
 * has its own vocabulary, so a query word's prefix and typo expansions in the first are as few as in
 * the first part; the second forgives no typos (in long text they find noise). Since the first part's
 * lead index is the complete index's too, `withRest` reuses it and builds only the second.
 */
export function createLocalIndex(file: SearchIndexFile): LocalIndex {
  const split = file.records.map((record) => cutText(record.content, firstPartContentLength));
  return assemble(file, split, leadIndex(file.records, split));
}

function assemble(file: SearchIndexFile, split: Split, miniSearch: Index): LocalIndex {
  const records = file.records;
  const more = restIndex(records, split);
  const titles = records.map((record) => normalize(record.title));
  const pages = new Map<string, number>();
  const pageOf = records.map((record) => {
    const path = record.url.split('#')[0];
    if (!pages.has(path)) pages.set(path, pages.size);
    return pages.get(path) ?? 0;
  });
  const padded = (text: string) => ` ${words(text).map(stem).join(' ')} `;
  const textCache = new Map<number, {title: string; tags: string; content: string}>();
  const texts = (id: number) => {
    let cached = textCache.get(id);
    if (!cached) {
      const record = records[id];
      cached = {
        title: padded(`${record.title} ${record.lvl1}`),
        tags: padded(record.tags),
        content: padded(split[id][0]),
      };
      textCache.set(id, cached);
    }
    return cached;
  };

  return {
    search(query, {limit = 20, offset = 0} = {}) {
      const plan = planQuery(query, synonyms);
      if (plan.groups.length === 0) return {hits: [], nbHits: 0};
      const {scored, deciding} = rank(miniSearch, plan, {records, titles, pageOf, pages: pages.size, texts});
      let ranked = scored;
      if (more) ranked = [...scored, ...deepResults(more, deciding, new Set(scored.map(({id}) => id)))];
      const terms = [...new Set(plan.groups.flatMap((group) => [...group.terms, ...group.phrases.flat()]))];
      const hits = ranked.slice(offset, offset + limit).map(({result, id}) => toHit(records[id], result, terms));
      return {hits, nbHits: ranked.length};
    },
    withRest(rest) {
      const complete = joinIndexParts(file, rest);
      const completeSplit = complete.records.map((record) => cutText(record.content, firstPartContentLength));
      // The lead index holds each section's first text: reuse it only if the rest continues that text.
      const continues = completeSplit.every(([first], id) => first === split[id][0]);
      return continues ? assemble(complete, completeSplit, miniSearch) : createLocalIndex(complete);
    },
  };
}
