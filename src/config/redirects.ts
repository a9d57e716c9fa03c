/** Redirects every server and the static build honour: old upstream URLs to the pages that now cover them. */
export interface Redirect {
  /** Site-relative path the old URL had, with a trailing slash; may end in `*` (a splat) for server rules only. */
  from: string;
  /** Site-relative path of the page to go to; `:splat` stands for what `*` matched. */
  to: string;
}

export const redirects: readonly Redirect[] = [];
