import {SKIP, visit} from 'unist-util-visit';
import type {Node, Parent} from 'unist';

type Code = Node & {lang?: string | null; meta?: string | null};

/**
 * A claim check: a Python block whose fence carries `claim="…"`. The examples harness runs it against
 * the page's release (tests/examples); readers never see it.
 */
function isCode(node: Node): node is Code {
  return node.type === 'code';
}

function isClaimCheck(node: Node): boolean {
  return isCode(node) && /^py(?:thon)?$/i.test(node.lang ?? '') && /(?:^|\s)claim=/.test(node.meta ?? '');
}

/** Remark plugin: removes the claim checks from the page, so they reach neither the HTML nor search. */
export default function remarkClaimChecks() {
  return (tree: Node) => {
    visit(tree, (node: Node, index: number | undefined, parent: Parent | undefined) => {
      if (!isClaimCheck(node) || !parent || index === undefined) return undefined;
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
  };
}
