'use strict';
const net = require('node:net');

/** A port nobody listens on right now, chosen by the OS (port 0), on all interfaces like the services bind. */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0 }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when something already listens on the port (binding it the way the services do fails). */
function isPortInUse(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    server.listen({ port }, () => server.close(() => resolve(false)));
  });
}

module.exports = { findFreePort, isPortInUse };
