/** Whether a rejection reason is the bundler's error for a code chunk that failed to load. */
export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(reason.message);
}
