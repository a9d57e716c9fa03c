/*
 * A code block highlighted in the browser with Prism: what @docusaurus/theme-classic 3.10.2 does
 * for every block (theme/CodeBlock/Content/index.js). Loaded on demand by ./index.tsx, so Prism and
 * its languages are not in the bundle every page loads; the server renders every block with it.
 */
import React, {type ReactNode} from 'react';
import {Highlight, Prism} from 'prism-react-renderer';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Code, Pre} from './Pre';

// Browser bundle: the theme's client module that registers `prism.additionalLanguages` is replaced
// by an empty one (src/plugins/lazy-prism), so the languages are registered here, once, with Prism.
// The server bundle keeps the client module, which has registered them already.
if (typeof window !== 'undefined') prismIncludeLanguages(Prism);

export default function HighlightedContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={className}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
