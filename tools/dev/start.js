'use strict';
/**
 * `npm start` / `npm run dev`: install when needed, build when stale, start redis, the MailDev
 * inbox (unless SMTP_URL is set) and every service, wait until the shop answers, print its URL
 * and the inbox's; restart what crashes, stop when something
 * keeps crashing; Ctrl-C stops everything.
 * Runs on a fresh clone before node_modules exists, so it uses only Node built-ins.
 */
var major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(
    'The storefront needs Node.js 20 or newer; this is ' + process.version + '. Install it from https://nodejs.org',
  );
  process.exit(1);
}

const { spawnSync } = require('node:child_process');
const { buildCommands, forgetBuildInfo, installReason, readBuildUnits, staleUnits } = require('./build-plan');
const { stopAll } = require('./child-process');
const { ownerAreaLine } = require('./demo-owner');
const { mailInboxLine } = require('./mail-catcher');
const { describeExit } = require('./restart-policy');
const { LaunchError, ROOT, startSystem } = require('./system');
const { SERVICES } = require('./services');
const { rebuilderNames, restartOnChange, startRebuilders } = require('./watch');

const args = new Set(process.argv.slice(2));
const watching = args.has('--watch');
const colour = process.stdout.isTTY === true && !process.env.NO_COLOR;
const say = (line) => process.stdout.write(`${colour ? `\u001b[1m${line}\u001b[0m` : line}\n`);
const startedAt = Date.now();

/** Runs a command in the foreground with its own output; exits the launcher when it fails. */
function runOrExit(command, commandArgs, what) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${what} failed (${result.error ? result.error.message : `exit code ${result.status}`}).`);
    process.exit(1);
  }
}

function installIfNeeded() {
  const reason = installReason(ROOT);
  if (!reason || args.has('--no-install')) return;
  say(`Installing dependencies with npm ci: ${reason}.`);
  runOrExit('npm', ['ci'], 'npm ci');
}

function buildIfStale(units) {
  const stale = staleUnits(ROOT, units);
  if (stale.length === 0 || args.has('--no-build')) return;
  say(`Building: ${stale.map((unit) => unit.reason).join('; ')}.`);
  forgetBuildInfo(ROOT, stale);
  for (const { command, args: commandArgs } of buildCommands(units, stale))
    runOrExit(command, commandArgs, `${command === 'npm' ? 'npm' : 'tsc'} ${commandArgs.join(' ')}`);
}

let shuttingDown = false;
let system;
async function shutDown(code, stopWatching) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (stopWatching) stopWatching();
  // the system first, in its order (redis last); then the rebuilders and whatever a start left
  if (system) await system.stop();
  await stopAll();
  process.exit(code);
}

async function main() {
  installIfNeeded();
  const units = readBuildUnits(ROOT);
  buildIfStale(units);

  let stopWatching;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => {
      if (shuttingDown) {
        // a second Ctrl-C: do not wait for graceful shutdowns (the exit hook kills what is left)
        process.exit(130);
      }
      say('\nStopping…');
      void shutDown(0, stopWatching);
    });

  const write = (line) => process.stdout.write(`${line}\n`);
  // one tag width for every process, so all output lines up
  const names = [
    'redis',
    'maildev',
    ...SERVICES.map((service) => service.name),
    ...(watching ? rebuilderNames(units) : []),
  ];
  const tagWidth = Math.max(...names.map((name) => name.length));
  const rebuilders = watching ? startRebuilders({ root: ROOT, units, write, colour, tagWidth }) : [];
  system = await startSystem({
    redisUrl: process.env.REDIS_URL || undefined,
    logLevel: process.env.LOG_LEVEL || undefined,
    colour,
    pretty: process.env.LOG_FORMAT !== 'json',
    tagWidth,
    write,
  });
  if (shuttingDown) return;
  if (watching) stopWatching = restartOnChange({ root: ROOT, services: SERVICES, restart: system.restart, log: say });

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  say(`Storefront is running at ${system.url}/shop (ready in ${seconds} s). Press Ctrl-C to stop.`);
  // the shop's e-mails (restock notices, account links, form submissions) land here
  if (system.mailInboxUrl) say(mailInboxLine(system.mailInboxUrl));
  // only on the start that made the password: it is in .data/secrets.json for later
  if (system.demoOwner?.created) say(ownerAreaLine(system.url, system.demoOwner));
  if (watching) say('Watching for changes: services restart after their build output changes.');

  const died = await Promise.race([
    system.unexpectedExit,
    ...rebuilders.map((handle) => handle.exited.then((exit) => ({ name: handle.name, ...exit }))),
  ]);
  if (shuttingDown) return;
  // a service the launcher gave up restarting says why; a rebuilder is not restarted at all
  const why = died.reason
    ? `${died.reason} (last: ${describeExit(died)})`
    : `exited unexpectedly with ${describeExit(died)}`;
  console.error(`${died.name} ${why}; stopping everything.`);
  await shutDown(1, stopWatching);
}

main().catch(async (error) => {
  // stopping in the middle of a start makes the start fail; that is not worth a message
  if (shuttingDown) return;
  console.error(error instanceof LaunchError || error instanceof RangeError ? error.message : error);
  await stopAll();
  process.exit(1);
});
