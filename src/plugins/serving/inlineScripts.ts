import {createHash} from 'node:crypto';

/** Script types a browser runs; any other type (`application/ld+json`, …) is a data block that CSP does not govern. */
function isExecutable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/**
 * The inline scripts of an HTML page: the text of each `<script>` element without `src` that a
 * browser would run, exactly as it stands between the tags (what a CSP hash is computed over).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue;
    scripts.push(text);
  }
  return scripts;
}

/** The CSP source of a script text: `sha256-<base64 digest of its UTF-8 bytes>`. */
function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The sorted distinct hashes of the inline scripts of the given pages. */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) for (const text of inlineScripts(html)) hashes.add(scriptHash(text));
  return [...hashes].sort();
}
