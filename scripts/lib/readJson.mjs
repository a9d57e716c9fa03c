// @ts-check
import {readFileSync} from 'node:fs';

/**
 * Reads a JSON file as `unknown`, so that each caller states the shape it expects (a JSDoc type
 * cast) instead of passing `any` on.
 * @param {string} file
 * @returns {unknown}
 */
export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
