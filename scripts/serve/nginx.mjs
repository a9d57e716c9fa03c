#!/usr/bin/env node
// @ts-check
// Serves a build with Debian's nginx and the configuration the build generated (`_server/nginx.conf`),
// as a self-hosted production server would: `node scripts/serve/nginx.mjs --port 3002 [--dir build]`.
// The HTTP suite (tests/http) runs against it. Needs `nginx` and `libnginx-mod-http-brotli-static`
// (`.ci/run` installs them). nginx runs in the foreground with its files in a temporary folder; it is
// stopped with this process.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {port: {type: 'string', default: '3002'}, dir: {type: 'string', default: 'build'}},
});
const root = path.resolve(values.dir);
const siteConf = path.join(root, '_server', 'nginx.conf');
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

if (!existsSync(siteConf)) {
  console.error(`serve:nginx: no ${path.relative(process.cwd(), siteConf)}. Run \`npm run build\` first.`);
  process.exit(1);
}
if (!nginx || !existsSync(brotliModule)) {
  console.error(
    'serve:nginx: nginx with the brotli static module is missing: apt-get install -y nginx libnginx-mod-http-brotli-static',
  );
  process.exit(1);
}

const work = path.join(tmpdir(), `gx-docs-nginx-${values.port}`);
mkdirSync(work, {recursive: true});
// What a host's own nginx.conf would hold; the site's rules come from the build's generated file.
const conf = `
load_module ${brotliModule};
worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  log_not_found off;
  sendfile on;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${values.port};
    listen [::1]:${values.port};
    server_name localhost;
    root ${root};
    include ${siteConf};
  }
}
`;
const confFile = path.join(work, 'nginx.conf');
writeFileSync(confFile, conf);

const child = spawn(nginx, ['-p', work, '-c', confFile, '-e', 'stderr', '-g', 'daemon off; master_process on;'], {
  stdio: 'inherit',
});
console.log(`nginx serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${values.port}/`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
