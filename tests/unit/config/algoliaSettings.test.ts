import {describe, expect, it} from 'vitest';
import {readAlgoliaSettings} from '@site/src/config/env';

describe('Algolia settings from the environment', () => {
  it('are off when none is set, so the site searches its own index', () => {
    expect(readAlgoliaSettings({})).toBeUndefined();
  });

  it('are read when all three are set', () => {
    expect(
      readAlgoliaSettings({GX_DOCS_ALGOLIA_APP_ID: 'APP', GX_DOCS_ALGOLIA_API_KEY: 'key', GX_DOCS_ALGOLIA_INDEX: 'gx'}),
    ).toEqual({appId: 'APP', apiKey: 'key', indexName: 'gx'});
  });

  it('stop the build with the missing names when only some are set', () => {
    expect(() => readAlgoliaSettings({GX_DOCS_ALGOLIA_APP_ID: 'APP', GX_DOCS_ALGOLIA_INDEX: ' '})).toThrow(
      'Algolia search is half configured: set GX_DOCS_ALGOLIA_API_KEY, GX_DOCS_ALGOLIA_INDEX too, or unset all three.',
    );
  });
});
