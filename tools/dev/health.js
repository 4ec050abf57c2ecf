'use strict';
const http = require('node:http');
const net = require('node:net');
const { LaunchError } = require('./launch-error');

/** Resolves true when a TCP connection to host:port opens within timeoutMs. */
function canConnect(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The status code of GET url, or 0 when there is no answer within timeoutMs. */
function httpStatus(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: timeoutMs, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(0));
  });
}

/** Resolves true when the Redis server at host:port answers PING with PONG. */
function redisAnswersPing(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
  });
}

/** The check a service's table entry names: `tcp` on its port, or `{ http: path }` answering 200. */
function healthCheck(service, port) {
  if (service.health === 'tcp') return () => canConnect(port);
  if (service.health && typeof service.health.http === 'string')
    return async () => (await httpStatus(`http://127.0.0.1:${port}${service.health.http}`)) === 200;
  throw new Error(`${service.name}: unknown health check ${JSON.stringify(service.health)}`);
}

/**
 * Polls check() until it resolves true. Rejects with `what` in the message after timeoutMs, or as
 * soon as `givenUp()` returns a reason (the system stops, or the process keeps crashing: no point
 * waiting any longer).
 */
async function waitUntil(check, { what, timeoutMs = 60_000, intervalMs = 100, givenUp = () => undefined }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = givenUp();
    if (reason) throw new LaunchError(`${what}: ${reason}`);
    if (await check()) return;
    if (Date.now() > deadline) throw new LaunchError(`${what}: not healthy after ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

module.exports = { canConnect, httpStatus, redisAnswersPing, healthCheck, waitUntil };
