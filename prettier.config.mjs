// @ts-check
/**
 * Prettier settings chosen to match how this code was already written, so that formatting the tree
 * moved as few lines as possible: single quotes, no spaces inside braces (`{a, b}`), trailing commas,
 * semicolons, and 120 columns, the width nearly every file already kept to (a wider setting changes
 * slightly fewer lines, but only by letting the few long lines set the norm).
 * @type {import('prettier').Config}
 */
export default {
  printWidth: 120,
  singleQuote: true,
  bracketSpacing: false,
  trailingComma: 'all',
};
