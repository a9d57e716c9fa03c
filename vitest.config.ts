import {defineConfig} from 'vitest/config';

/**
 * Two projects, each also run alone: `unit` (pure units, no site build: `npm run test:unit`) and
 * `build` (real `docusaurus build`s of scratch copies of the site: `npm run test:build`).
 */
export default defineConfig({
  resolve: {
    alias: {'@site': import.meta.dirname},
  },
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.ts']}},
      // `npm run test:build` runs its files one at a time (--no-file-parallelism): the builds already use
      // every core, and builds side by side would share the bundler's cache.
      {extends: true, test: {name: 'build', include: ['tests/build/**/*.test.ts']}},
    ],
  },
});
