import {fillerWords, stopWords, weakWords} from '../settings';
import type {SynonymEntry} from '../types';
import {words} from './highlight';

/**
 * One thing the reader asked for: a word of the query (or a phrase the synonym list knows, such as
 * "google cloud storage") with its alternatives. A result matches the group when it matches any of them.
 */
export type TermGroup = {
  /** The query's own word or phrase, lower case. */
  text: string;
  /** Single-word alternatives (the word itself first), searched as they are. */
  terms: string[];
  /** Multi-word alternatives, each searched as all of its words. */
  phrases: string[][];
  /** A generic verb or filler-like word ("configure", "use"): it ranks when present, never decides. */
  weak: boolean;
};

export type QueryPlan = {
  groups: TermGroup[];
  /** The query's content words in order (stop words and filler removed), for phrase and proximity matches. */
  sequence: string[];
};

export type Synonyms = {
  /** Two-way groups and one-way entries, by each input phrase (lower case, words joined by one space). */
  byPhrase: Map<string, string[]>;
  /** The longest input phrase, in words. */
  longest: number;
};

/** The synonym list (Algolia's format, synonyms.json) as a lookup from a word or phrase to its alternatives. */
export function readSynonyms(entries: readonly SynonymEntry[]): Synonyms {
  const byPhrase = new Map<string, string[]>();
  const add = (input: string, alternatives: readonly string[]) => {
    const key = words(input).join(' ');
    const list = byPhrase.get(key) ?? [key];
    for (const alternative of alternatives) {
      const normalized = words(alternative).join(' ');
      if (normalized && !list.includes(normalized)) list.push(normalized);
    }
    byPhrase.set(key, list);
  };
  for (const entry of entries) {
    if (entry.type === 'synonym') for (const input of entry.synonyms) add(input, entry.synonyms);
    else add(entry.input, entry.synonyms);
  }
  const longest = Math.max(1, ...[...byPhrase.keys()].map((key) => key.split(' ').length));
  return {byPhrase, longest};
}

function group(text: string, alternatives: readonly string[], weak: boolean): TermGroup {
  const terms: string[] = [];
  const phrases: string[][] = [];
  for (const alternative of alternatives) {
    const parts = alternative.split(' ').filter((part) => !stopWords.has(part));
    if (parts.length === 1) terms.push(parts[0]);
    else if (parts.length > 1) phrases.push(parts);
  }
  return {text, terms: [...new Set(terms)], phrases, weak};
}

/**
 * What a query asks for: its words (stop words and question filler such as "how do I", "my", "what
 * is" dropped, so they never decide), phrases the synonym list knows taken as one group, and each
 * group's alternatives. Generic verbs are kept as weak groups. A query of filler alone keeps its words.
 */
export function planQuery(query: string, synonyms: Synonyms): QueryPlan {
  const tokens = words(query);
  const groups: TermGroup[] = [];
  for (let start = 0; start < tokens.length;) {
    let matched = false;
    for (let length = Math.min(synonyms.longest, tokens.length - start); length >= 1; length -= 1) {
      const phrase = tokens.slice(start, start + length).join(' ');
      const alternatives = synonyms.byPhrase.get(phrase);
      if (!alternatives) continue;
      // A one-word filler with a synonym ("own" → "custom") keeps its meaning, as a weak word.
      const filler = length === 1 && (fillerWords.has(phrase) || stopWords.has(phrase));
      groups.push(
        group(phrase, alternatives, filler || alternatives.some((alternative) => weakWords.has(alternative))),
      );
      start += length;
      matched = true;
      break;
    }
    if (matched) continue;
    const token = tokens[start];
    start += 1;
    if (stopWords.has(token) || fillerWords.has(token)) continue;
    groups.push(group(token, [token], weakWords.has(token)));
  }
  const content =
    groups.length > 0
      ? groups
      : tokens.filter((token) => !stopWords.has(token)).map((token) => group(token, [token], false));
  // The same word twice asks for nothing more.
  const distinct = content.filter(
    (candidate, index) => content.findIndex((other) => other.text === candidate.text) === index,
  );
  return {groups: distinct, sequence: distinct.flatMap((candidate) => candidate.text.split(' '))};
}
