import {describe, expect, it} from 'vitest';
import {resolveRules} from '@site/src/config/serving';
import {filesByType, serverFiles} from '@site/src/plugins/serving';
import {inlineScriptHashes, inlineScripts} from '@site/src/plugins/serving/inlineScripts';

const redirects = [
  {from: '/old/', to: '/docs/'},
  {from: '/docs/0.14.13/old/*', to: '/docs/0.14.13/new/:splat'},
  {from: '/docs/0.14.13/old/special/', to: '/search/'},
];
const rules = resolveRules(['sha256-abc='], {gtagId: 'G-X'}, redirects);
const files = serverFiles(rules, ['/index.html', '/data/yellow_tripdata.db', '/data/a.csv']);

describe('inline scripts', () => {
  const html =
    '<html><head><script>alert(1)</script><script src="/a.js"></script><script type=application/ld+json>{"a":1}</script>' +
    '<script type="module">alert(1)</script><script data-rh=true>x()</script></head></html>';

  it('finds the scripts a browser runs, exactly as written', () => {
    expect(inlineScripts(html)).toEqual(['alert(1)', 'alert(1)', 'x()']);
  });

  it('hashes them as CSP does (SHA-256 of the text, base64)', () => {
    // The digest of "alert(1)", as browsers report it in CSP violation messages.
    expect(inlineScriptHashes([html])).toContain('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(inlineScriptHashes([html, html])).toHaveLength(2);
  });
});

describe('Netlify files', () => {
  it('_headers: security headers with HSTS everywhere, a year for hashed folders, the types Netlify lacks', () => {
    const headers = files._headers;
    expect(headers).toContain(
      "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc=' https://www.googletagmanager.com;",
    );
    expect(headers).toMatch(/^\/\*\n( {2}.+\n)* {2}Strict-Transport-Security: max-age=31536000\n/m);
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(headers).toContain('/search-index/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(headers).toContain('/data/yellow_tripdata.db\n  Content-Type: application/vnd.sqlite3\n');
    expect(headers).toContain('/data/a.csv\n  Content-Type: text/csv; charset=utf-8\n');
    expect(headers).not.toContain('index.html');
  });

  it('_redirects: server files answer 404, then the rules, the most specific first, forced', () => {
    const lines = files._redirects.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([
      '/_headers  /404.html  404!',
      '/_redirects  /404.html  404!',
      '/_server/*  /404.html  404!',
      '/docs/0.14.13/old/special/  /search/  301!',
      '/docs/0.14.13/old/*  /docs/0.14.13/new/:splat  301!',
      '/old/  /docs/  301!',
    ]);
  });
});

describe('nginx configuration', () => {
  const conf = files['_server/nginx.conf'];

  it('sends the headers on every response, in every location that sets its own', () => {
    // The 416 location keeps the headers of the first pass (see nginx.ts): it must add none of its own.
    expect(conf).toContain('location @gx_range_not_satisfiable {\n  add_header X-Gx-None "";\n  return 416;\n}');
    const locations = conf
      .split('\nlocation ')
      .slice(1)
      .filter((block) => block.includes('add_header') && !block.startsWith('@gx_range_not_satisfiable'));
    expect(locations.length).toBeGreaterThan(4);
    for (const block of locations) {
      expect(block).toContain(
        `add_header Content-Security-Policy "${rules.productionHeaders['Content-Security-Policy']}" always;`,
      );
      expect(block).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
    }
    expect(conf).toContain('absolute_redirect off;');
    expect(conf).toContain('brotli_static on;');
  });

  it('writes exact rules with and without the trailing slash, and splats as rewrites', () => {
    expect(conf).toContain('location = /old/ {\n  return 301 /docs/$is_args$args;\n}');
    expect(conf).toContain('location = /old {\n  return 301 /docs/$is_args$args;\n}');
    expect(conf).toContain(
      'location ^~ /docs/0.14.13/old/ {\n  rewrite ^/docs/0\\.14\\.13/old/(.*)$ /docs/0.14.13/new/$1 permanent;\n}',
    );
  });

  it('refuses a header value that nginx would read as a variable', () => {
    expect(() => serverFiles({...rules, productionHeaders: {X: 'a$b'}}, [])).toThrow(/nginx/);
  });
});

it('filesByType groups the build files by the extra content types', () => {
  expect(filesByType(['/a.db', '/b/c.DB', '/d.csv'], {db: 'application/vnd.sqlite3'})).toEqual(
    new Map([['application/vnd.sqlite3', ['/a.db', '/b/c.DB']]]),
  );
});
