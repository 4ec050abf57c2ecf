'use strict';
/**
 * `node tether.js <command> [args…]`: runs a program that is not node (redis-server) so that it
 * cannot outlive the launcher. The launcher guard preloaded into this process sends it SIGTERM
 * when the launcher is gone; the signal is passed on and the program stops with it.
 */
const { spawn } = require('node:child_process');

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`could not start ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
