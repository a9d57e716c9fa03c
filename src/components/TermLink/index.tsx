import React, {useId, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

export type Props = {
  /** Title of the term's page. */
  readonly term: string;
  /** One-sentence definition, from the term page's front matter description. */
  readonly definition: string;
  /** The link to the term's page, made from a Markdown link by src/plugins/terms. */
  readonly children: ReactNode;
};

function withDescription(child: ReactNode, id: string): ReactNode {
  return React.isValidElement<{'aria-describedby'?: string}>(child)
    ? React.cloneElement(child, {'aria-describedby': id})
    : child;
}

/**
 * A term link with a preview of its definition, shown on hover and on keyboard focus (WCAG 1.4.13:
 * the preview can be hovered, and Escape dismisses it). Screen readers hear the definition as the
 * link's description.
 */
export default function TermLink({term, definition, children}: Props): React.JSX.Element {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it listens to the link inside (Escape, focus leaving); the link is the interactive element
    <span
      className={styles.term}
      data-dismissed={dismissed || undefined}
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {React.Children.map(children, (child) => withDescription(child, id))}
      <span role="tooltip" id={id} className={styles.preview}>
        <strong>{term}:</strong> {definition}
      </span>
    </span>
  );
}
