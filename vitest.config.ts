import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {'@site': import.meta.dirname},
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts'],
    // Build tests run real `docusaurus build`s in scratch copies of the site.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
