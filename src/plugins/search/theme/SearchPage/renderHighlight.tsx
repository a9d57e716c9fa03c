import React, {type ReactNode} from 'react';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity]);
}

/**
 * A highlighted value (`…<mark>word</mark>…`, HTML-escaped) as React nodes, never as HTML: the
 * text goes through React's escaping, only the marks become elements.
 */
export function renderHighlight(value: string | undefined): ReactNode[] {
  if (!value) return [];
  return value
    .split(/(<mark>.*?<\/mark>)/g)
    .filter(Boolean)
    .map((part, index) => {
      const marked = /^<mark>(.*)<\/mark>$/.exec(part);
      return marked ? <mark key={index}>{decode(marked[1])}</mark> : decode(part);
    });
}
