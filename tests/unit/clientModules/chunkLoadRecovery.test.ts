import {describe, expect, it} from 'vitest';
import {isChunkLoadError} from '@site/src/clientModules/chunkLoadRecovery/isChunkLoadError';

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    [namedError('ChunkLoadError', 'Loading chunk 123 failed.'), true],
    [new Error('Loading chunk 4567 failed.\n(error: http://localhost/assets/js/4567.js)'), true],
    [new Error('Loading CSS chunk 89 failed.'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed.', false],
    [undefined, false],
  ])('%s → %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });
});
