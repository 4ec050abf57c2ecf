'use strict';
const { fork } = require('node:child_process');
const { once } = require('node:events');

/**
 * The limit of a Node process: a bare `node:http` server in a process of its own (as the gateway
 * is) that answers each path with its copied answer, headers and body prepared once. Nothing a
 * Node server could leave out is done per request, so the gateway's rate divided by this one is
 * the share of the machine's Node serving cost that goes to the gateway's own work.
 */
function serveCopies() {
  const http = require('node:http');
  const answers = new Map();
  process.once('message', ({ copies }) => {
    for (const [path, copy] of Object.entries(copies)) {
      const headers = copy.headers.flat();
      answers.set(path, { headers, body: Buffer.from(copy.body, 'base64') });
    }
    const server = http.createServer((req, res) => {
      const answer = answers.get(req.url);
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, answer.headers);
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    });
    server.keepAliveTimeout = 65_000;
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  });
}

/** Starts the bare server on a free port with `copies` ({ path: { headers, body } }); resolves to { url, pid, stop() }. */
async function startBareNode(copies) {
  const child = fork(__filename, ['serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const encoded = Object.fromEntries(
    Object.entries(copies).map(([path, copy]) => [path, { headers: copy.headers, body: copy.body.toString('base64') }]),
  );
  child.send({ copies: encoded });
  try {
    const [message] = await Promise.race([
      once(child, 'message'),
      exited.then(([code]) => Promise.reject(new Error(`the bare node:http server exited with ${code}`))),
    ]);
    return { url: `http://127.0.0.1:${message.port}`, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[2] === 'serve') serveCopies();

module.exports = { startBareNode };
