'use strict';
const { spawn } = require('node:child_process');
const { once } = require('node:events');
const { chmodSync, mkdtempSync, rmSync, writeFileSync, mkdirSync, readFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { findFreePort } = require('../../dev/free-port');
const { canConnect } = require('../../dev/health');

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const READY_TIMEOUT_MS = 10_000;

/** nginx quotes: a header value in double quotes with its own quotes and backslashes escaped. */
const quoted = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Headers nginx makes from the file (type, length) or not at all by itself (the rest are repeated). */
const NGINX_OWN = new Set(['content-type', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'server']);

/**
 * The limit of a web server written for it: nginx with one worker (one CPU, like the gateway's
 * event loop), serving each copy as a file from memory-mapped page cache with sendfile, the copy's
 * headers added, no access log. Started by the bench with a configuration and prefix of its own in
 * a temporary folder on a free port, never as the system's service.
 */
function nginxConfig({ port, dir, copies }) {
  const locations = Object.entries(copies).map(([urlPath, copy], index) => {
    const type = copy.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'text/html';
    const etag = copy.headers.find(([name]) => name.toLowerCase() === 'etag')?.[1];
    const added = copy.headers
      .filter(([name]) => !NGINX_OWN.has(name.toLowerCase()))
      .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`);
    if (etag) added.push(`      add_header ETag ${quoted(etag)} always;`);
    return [
      `    location = ${urlPath} {`,
      `      default_type ${quoted(type)};`,
      `      etag off;`,
      `      alias ${path.join(dir, 'files', `copy-${index}`)};`,
      ...added,
      `    }`,
    ].join('\n');
  });
  return `worker_processes 1;
daemon off;
master_process on;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65s;
  keepalive_requests 1000000;
  open_file_cache max=16 inactive=60s;
  open_file_cache_valid 60s;
  client_body_temp_path ${path.join(dir, 'tmp')};
  proxy_temp_path ${path.join(dir, 'tmp')};
  fastcgi_temp_path ${path.join(dir, 'tmp')};
  uwsgi_temp_path ${path.join(dir, 'tmp')};
  scgi_temp_path ${path.join(dir, 'tmp')};
  types { }
  server {
    listen 127.0.0.1:${port};
${locations.join('\n')}
  }
}
`;
}

/** Starts nginx serving `copies` ({ path: { headers, body } }); resolves to { url, pid (the worker's), stop() }. */
async function startNginx(copies) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-nginx-'));
  // started as root, nginx's worker runs as nobody, which must read the copies
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'files'));
  mkdirSync(path.join(dir, 'tmp'));
  Object.values(copies).forEach((copy, index) => writeFileSync(path.join(dir, 'files', `copy-${index}`), copy.body));
  const port = await findFreePort();
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig({ port, dir, copies }));
  const child = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit');
  const stop = async () => {
    // SIGTERM to the master stops its worker too
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
      if (await canConnect(port)) break;
      if (Date.now() - started > READY_TIMEOUT_MS) throw new Error(`nginx did not listen within 10 s: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { url: `http://127.0.0.1:${port}`, pid: workerPid(dir, child.pid), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The worker's pid (the child of the master), for its RSS; the master's when it cannot be told. */
function workerPid(dir, masterPid) {
  try {
    const children = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim().split(/\s+/);
    return Number(children[0]) || masterPid;
  } catch {
    return masterPid;
  }
}

module.exports = { startNginx };
