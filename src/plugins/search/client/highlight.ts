/**
 * Highlighting and snippets for local search results, in the shape DocSearch renders. DocSearch
 * inserts these values as HTML, so every piece of page text is escaped before `<mark>` is added.
 */

import {stopWords} from '../settings';
import type {HighlightResult} from '../types';

const htmlEscapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]);
}

/** Words and the gaps between them, so text can be rebuilt exactly around marked words. */
const wordPattern = /[\p{L}\p{N}]+/gu;

/** The lower-case words of a text, in order. */
export function words(text: string): string[] {
  return text.toLowerCase().match(wordPattern) ?? [];
}

/** The distinct lower-case words of a query that the search matches (stop words are not searched). */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query).filter((word) => !stopWords.has(word)))];
}

function isMatch(word: string, terms: readonly string[], matched: ReadonlySet<string>): boolean {
  const lower = word.toLowerCase();
  return matched.has(lower) || terms.some((term) => term.length > 1 && lower.startsWith(term));
}

/**
 * Marks the words of `text` that match: a word the index matched (fuzzy or prefix), or a word that
 * starts with a query term.
 */
export function highlight(
  text: string,
  terms: readonly string[],
  matched: ReadonlySet<string> = new Set(),
): HighlightResult {
  const words: string[] = [];
  let value = '';
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    const index = match.index;
    value += escapeHtml(text.slice(last, index));
    if (isMatch(match[0], terms, matched)) {
      value += `<mark>${escapeHtml(match[0])}</mark>`;
      words.push(match[0].toLowerCase());
    } else {
      value += escapeHtml(match[0]);
    }
    last = index + match[0].length;
  }
  value += escapeHtml(text.slice(last));
  const distinct = [...new Set(words)];
  const matchLevel =
    distinct.length === 0
      ? 'none'
      : terms.every((term) => distinct.some((word) => word.startsWith(term)))
        ? 'full'
        : 'partial';
  return {value, matchLevel, matchedWords: distinct};
}

/**
 * A window of about `size` words around the first matching word, with an ellipsis where text was
 * cut, highlighted. Without a match it is the text's opening words.
 */
export function snippet(
  text: string,
  terms: readonly string[],
  matched: ReadonlySet<string> = new Set(),
  size = 10,
): HighlightResult {
  const words = [...text.matchAll(/\S+/g)];
  if (words.length <= size) return highlight(text, terms, matched);
  const first = words.findIndex((word) =>
    (word[0].match(wordPattern) ?? []).some((part) => isMatch(part, terms, matched)),
  );
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - 3, words.length - size));
  const end = start + size;
  const from = words[start].index;
  const to = end >= words.length ? text.length : words[end - 1].index + words[end - 1][0].length;
  const result = highlight(text.slice(from, to), terms, matched);
  const before = start > 0 ? '…' : '';
  const after = end < words.length ? '…' : '';
  return {...result, value: `${before}${result.value}${after}`};
}
