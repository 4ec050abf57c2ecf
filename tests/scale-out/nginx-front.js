'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { startProcess } = require('../../tools/dev/child-process');
const { findFreePort } = require('../../tools/dev/free-port');
const { httpStatus, waitUntil } = require('../../tools/dev/health');
const { findOnPath } = require('../../tools/dev/redis');
const { formatLine, makeTag } = require('../../tools/dev/log-lines');

const TEMPLATE = path.join(__dirname, 'nginx.conf.template');
const STOP_GRACE_MS = 5_000;

/** The nginx configuration that balances over the gateways on `gatewayPorts`, written for `dir`. */
function nginxConfig({ dir, port, gatewayPorts }) {
  // a gateway that fails a connection is left out for 2 s, about as long as the launcher takes to restart it
  const servers = gatewayPorts.map((gateway) => `    server 127.0.0.1:${gateway} max_fails=1 fail_timeout=2s;`);
  const values = { DIR: dir, PORT: String(port), SERVERS: servers.join('\n') };
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => values[name]);
}

/**
 * Debian's nginx, unprivileged, in front of the gateways: its configuration, pid, logs and temp
 * files in `dir`; a free loopback port unless `port` is given. Resolves { url, port, pid, stop() }
 * once a request through it reaches a gateway's /readyz.
 */
async function startNginxFront({ dir, gatewayPorts, port, write = () => {} }) {
  const nginx = findOnPath('nginx', `${process.env.PATH}:/usr/sbin:/sbin`);
  if (!nginx) throw new Error('nginx was not found (sudo apt-get install -y nginx)');
  fs.mkdirSync(dir, { recursive: true });
  const listen = port ?? (await findFreePort());
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ dir, port: listen, gatewayPorts }));
  const handle = startProcess({
    name: 'nginx',
    // tethered: a test runner that dies takes nginx with it
    command: process.execPath,
    args: [
      path.join(__dirname, '..', '..', 'tools', 'dev', 'tether.js'),
      nginx,
      ...['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    ],
    tag: makeTag('nginx'),
    write,
    pretty: false,
  });
  const url = `http://127.0.0.1:${listen}`;
  const stop = () => handle.stop(STOP_GRACE_MS);
  try {
    await waitUntil(async () => (await httpStatus(`${url}/readyz`)) === 200, {
      what: `nginx on port ${listen}`,
      timeoutMs: 20_000,
      givenUp: () => (handle.running() ? undefined : `exited; ${errorLogOf(dir)}`),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  write(
    formatLine(makeTag('nginx'), `balancing ${url} over gateways on ${gatewayPorts.join(', ')}`, { pretty: false }),
  );
  return { url, port: listen, pid: handle.pid, stop };
}

function errorLogOf(dir) {
  try {
    return fs.readFileSync(path.join(dir, 'error.log'), 'utf8').trim().split('\n').slice(-5).join('\n');
  } catch {
    return 'no error log';
  }
}

module.exports = { startNginxFront, nginxConfig };
