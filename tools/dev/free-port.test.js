'use strict';
const { expect, test } = require('@jest/globals');
const net = require('node:net');
const { findFreePort, isPortInUse } = require('./free-port');

test('finds a port nobody listens on, and sees it in use once something does', async () => {
  const port = await findFreePort();
  expect(port).toBeGreaterThan(0);
  expect(await isPortInUse(port)).toBe(false);
  const server = net.createServer();
  await new Promise((resolve) => server.listen({ port, host: '127.0.0.1' }, resolve));
  try {
    expect(await isPortInUse(port)).toBe(true);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  expect(await isPortInUse(port)).toBe(false);
});

test('two requests give two different ports while the first is held', async () => {
  const first = await findFreePort();
  const server = net.createServer();
  await new Promise((resolve) => server.listen({ port: first }, resolve));
  try {
    expect(await findFreePort()).not.toBe(first);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
