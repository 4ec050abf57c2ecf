'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { startProcess } = require('./child-process');
const { choosePorts, serviceEnvironments } = require('./environment');
const { findFreePort, isPortInUse } = require('./free-port');
const { healthCheck, httpStatus, redisAnswersPing, waitUntil } = require('./health');
const { LaunchError } = require('./launch-error');
const { formatLine, makeTag } = require('./log-lines');
const { MAIL_PORTS, maildevArguments, maildevBinary, mailUrls } = require('./mail-catcher');
const { findOnPath, redisArguments, redisMissingMessage } = require('./redis');
const { demoOwner: keptDemoOwner } = require('./demo-owner');
const { launcherSecrets } = require('./secrets');
const { SERVICES } = require('./services');
const { createSupervisor } = require('./supervisor');

const ROOT = path.resolve(__dirname, '..', '..');
const STOP_GRACE_MS = 10_000;
const LAST_LINES = 40;

function missingBuilds(services, root) {
  return services.filter((service) => !fs.existsSync(path.resolve(root, service.entry))).map((s) => s.entry);
}

async function resolvePorts(services, { port, grpcPorts, env }) {
  const chosen = {};
  for (const service of services) {
    const wanted = service.public ? port : typeof grpcPorts === 'object' ? grpcPorts[service.name] : undefined;
    if (wanted === 'free' || wanted === 0 || (!service.public && grpcPorts === 'free'))
      chosen[service.name] = await findFreePort();
    else if (wanted !== undefined) chosen[service.name] = wanted;
  }
  return choosePorts(services, env, chosen);
}

/**
 * Each process of the system: one per service, or `replicas` of each, named `<service>-<n>`. A
 * later replica listens on a free port when the first does, else 10 above the one before it
 * (catalog 50051, 50061), the spacing of the standard ports.
 */
async function planInstances(services, ports, replicas, free) {
  const instances = [];
  for (const service of services)
    for (let replica = 1; replica <= replicas; replica++) {
      const port =
        replica === 1 ? ports[service.name] : free ? await findFreePort() : ports[service.name] + 10 * (replica - 1);
      instances.push({ name: replicas === 1 ? service.name : `${service.name}-${replica}`, service, replica, port });
    }
  return instances;
}

async function assertPortsFree(instances) {
  for (const { name, service, port } of instances) {
    if (await isPortInUse(port))
      throw new LaunchError(
        `Port ${port} (${name}) is already in use. Stop what listens there ` +
          `(lsof -i :${port}) or choose another port: ${service.listen.override}=<port> npm start`,
      );
  }
}

/**
 * Replicas share their database, which PGlite (one process's files) cannot: they need PostgreSQL
 * for every service that owns data.
 */
function assertSharedDatabases(services, replicas, env) {
  if (replicas === 1) return;
  const unshared = services.filter(
    (service) => service.ownsDatabase && !env.DATABASE_URL && !env[`${service.name.toUpperCase()}_DATABASE_URL`],
  );
  if (unshared.length > 0)
    throw new LaunchError(
      `${replicas} replicas of ${unshared.map((service) => service.name).join(', ')} need a shared PostgreSQL: ` +
        "set DATABASE_URL (PGlite keeps one process's data).",
    );
}

/**
 * The SMTP and web ports of npm start's MailDev, or undefined when there is none: SMTP_URL names
 * another server, or no service sends mail. Free ports when the system runs on free ports (tests).
 */
async function resolveMailPorts(services, options, env) {
  if (env.SMTP_URL || !services.some((service) => service.sendsMail)) return undefined;
  const free = options.mailPorts === 'free' || (options.mailPorts === undefined && isFree(options));
  const ports = free
    ? { smtp: await findFreePort(), web: await findFreePort() }
    : { ...MAIL_PORTS, ...(typeof options.mailPorts === 'object' ? options.mailPorts : {}) };
  for (const [what, port] of [
    ['SMTP', ports.smtp],
    ['inbox', ports.web],
  ])
    if (await isPortInUse(port))
      throw new LaunchError(
        `Port ${port} (maildev ${what}) is already in use. Stop what listens there (lsof -i :${port}), ` +
          `or send mail to a server of your own: SMTP_URL=smtp://host:port npm start`,
      );
  return ports;
}

function isFree({ port, grpcPorts }) {
  return port === 'free' || port === 0 || grpcPorts === 'free';
}

/**
 * Starts a private redis (unless redisUrl is given) and every service of the table on the given
 * ports and data dir; resolves when all are healthy. A process that dies on its own is restarted
 * (restart-policy.js); only one that keeps crashing fails the start or resolves unexpectedExit.
 *
 * options: port (gateway; number, 0 or 'free'), grpcPorts ('free' or { catalog: 50061 }; default the
 * standard ports, overridable by <NAME>_GRPC_PORT), mailPorts ('free' or { smtp, web } of the
 * MailDev inbox; default free when port or grpcPorts is, else 1025 and 1080; no MailDev when the
 * environment has SMTP_URL or no service sends mail), dataDir (default <repo>/.data), redisUrl,
 * logLevel, quiet (no process output), env (added to every process), write (one output line),
 * colour, pretty, tagWidth (to line up with other tagged output), startTimeoutMs, services (default the whole table),
 * replicas (default 1: processes of each service, named `<service>-<n>` when more than one; they need
 * DATABASE_URL, callers reach them through an `ipv4:` list, and the first of each is healthy before the
 * second starts, so migrations and demo data are written once).
 *
 * Resolves { url, ports, instances, redisUrl, mailInboxUrl, demoOwner, processes, stop(), restart(name), unexpectedExit } where
 * instances lists { name, service, replica, port } of every service process (the public ones are the
 * gateways a front balances over), restart(name) restarts one process or, given a service's name,
 * each of its replicas in turn,
 * mailInboxUrl is MailDev's web inbox (undefined without MailDev) and
 * unexpectedExit resolves { name, code, signal, reason } when the launcher gave up restarting a process
 * and demoOwner is { email, password, created } (demo-owner.js) when a service makes the demo owner.
 */
async function startSystem(options = {}) {
  const services = options.services ?? SERVICES;
  const baseEnv = { ...process.env, ...(options.env ?? {}) };
  const write = options.quiet ? () => {} : (options.write ?? ((line) => process.stdout.write(`${line}\n`)));
  const colour = options.colour ?? false;
  const pretty = options.pretty ?? true;
  const dataDir = path.resolve(options.dataDir ?? path.join(ROOT, '.data'));
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;

  const missing = missingBuilds(services, ROOT);
  if (missing.length > 0) throw new LaunchError(`Not built yet: ${missing.join(', ')}. Run npm run build first.`);

  const replicas = options.replicas ?? 1;
  if (!Number.isInteger(replicas) || replicas < 1) throw new RangeError(`replicas must be 1 or more, got ${replicas}`);
  assertSharedDatabases(services, replicas, baseEnv);
  const ports = await resolvePorts(services, { port: options.port, grpcPorts: options.grpcPorts, env: baseEnv });
  const instances = await planInstances(services, ports, replicas, isFree(options));
  await assertPortsFree(instances);
  const secrets = launcherSecrets(dataDir, baseEnv);
  const demoOwner = services.some((service) => service.demoOwner) ? keptDemoOwner(dataDir, baseEnv) : undefined;

  const mailPorts = await resolveMailPorts(services, options, baseEnv);
  const names = ['redis', 'maildev', ...instances.map((instance) => instance.name)];
  const width = Math.max(options.tagWidth ?? 0, ...names.map((name) => name.length));
  const tagOf = (name) => makeTag(name, { width, index: names.indexOf(name), colour });
  // the last lines of each process, to explain a failed start even when quiet
  const recent = new Map(names.map((name) => [name, []]));
  const writerFor = (name) => (text) => {
    const lines = recent.get(name);
    lines.push(text);
    if (lines.length > LAST_LINES) lines.shift();
    write(text);
  };

  // redis first, so it is listed first and stopped last
  const handles = new Map();
  const starters = new Map();
  let stopping = false;
  let reportUnexpectedExit;
  const unexpectedExit = new Promise((resolve) => {
    reportUnexpectedExit = resolve;
  });
  const supervisor = createSupervisor({
    relaunch: (name) => starters.get(name)(),
    notify: (name, line) => writerFor(name)(formatLine(tagOf(name), line, { pretty: false })),
    giveUp: (exit) => reportUnexpectedExit(exit),
  });
  /** Why a process will not come up: the system stops, or the supervisor gave up on it. */
  const givenUp = (name) => (stopping ? 'stopped' : supervisor.gaveUp(name));

  function launch(name, spec) {
    const handle = startProcess({ name, cwd: ROOT, tag: tagOf(name), write: writerFor(name), colour, ...spec });
    handles.set(name, handle);
    supervisor.watch(name, handle);
    return handle;
  }

  const stop = async () => {
    stopping = true;
    supervisor.stop();
    const redis = handles.get('redis');
    const maildev = handles.get('maildev');
    await Promise.all(
      [...handles.values()]
        .filter((handle) => handle !== redis && handle !== maildev)
        .map((handle) => handle.stop(STOP_GRACE_MS)),
    );
    // after the services, so mail sent while they shut down is still caught
    if (maildev) await maildev.stop(STOP_GRACE_MS);
    // last, so services can still flush their queues while they shut down
    if (redis) await redis.stop(STOP_GRACE_MS);
  };

  const failWith = async (error) => {
    await stop();
    if (options.quiet) {
      const lines = [...recent.values()].flat();
      if (lines.length > 0) error.message += `\nLast output:\n${lines.join('\n')}`;
    }
    throw error;
  };

  let redisUrl = options.redisUrl;
  if (!redisUrl) {
    const redisServer = findOnPath('redis-server', baseEnv.PATH);
    if (!redisServer) throw new LaunchError(redisMissingMessage());
    // a restarted redis comes back on the same port, so the services' clients reconnect to it
    const redisPort = await findFreePort();
    starters.set('redis', () =>
      launch('redis', {
        command: process.execPath,
        args: [path.join(__dirname, 'tether.js'), redisServer, ...redisArguments(redisPort)],
        env: baseEnv,
        pretty: false,
      }),
    );
    starters.get('redis')();
    redisUrl = `redis://127.0.0.1:${redisPort}`;
    try {
      await waitUntil(() => redisAnswersPing(redisPort), {
        what: `redis-server on port ${redisPort}`,
        timeoutMs: 10_000,
        givenUp: () => givenUp('redis'),
      });
    } catch (error) {
      return failWith(error);
    }
  }

  let mail;
  const publicService = services.find((service) => service.public) ?? services[0];
  const url = `http://localhost:${ports[publicService.name]}`;
  if (services.some((service) => service.sendsMail)) {
    mail = { publicUrl: url, smtpUrl: undefined, inboxUrl: undefined };
    if (mailPorts) {
      Object.assign(mail, mailUrls(mailPorts));
      starters.set('maildev', () =>
        launch('maildev', {
          command: process.execPath,
          args: [path.join(__dirname, 'tether.js'), maildevBinary(ROOT), ...maildevArguments(mailPorts)],
          env: baseEnv,
          pretty: false,
        }),
      );
      starters.get('maildev')();
      try {
        await waitUntil(async () => (await httpStatus(`http://127.0.0.1:${mailPorts.web}/healthz`)) === 200, {
          what: `maildev on ports ${mailPorts.smtp} (SMTP) and ${mailPorts.web} (inbox)`,
          timeoutMs: 20_000,
          givenUp: () => givenUp('maildev'),
        });
      } catch (error) {
        return failWith(error);
      }
    }
  }

  const replicaPorts = {};
  for (const { service, port } of instances) (replicaPorts[service.name] ??= []).push(port);
  const environments = serviceEnvironments({
    services,
    ports: replicaPorts,
    redisUrl,
    dataDir,
    logLevel: options.logLevel,
    secrets,
    demoOwner,
    mail,
    baseEnv,
  });
  for (const { name, service, port } of instances)
    starters.set(name, () =>
      launch(name, {
        command: process.execPath,
        args: [...(service.nodeArgs ?? []), path.resolve(ROOT, service.entry)],
        env: { ...environments[service.name], [service.listen.variable]: String(port) },
        pretty,
      }),
    );

  // polled only once the services it calls answer, so their start-up does not fill the log with retries
  let portsOpen = Promise.resolve();
  function becomesHealthy({ name, service, port }) {
    const ready = service.health === 'tcp' ? Promise.resolve() : portsOpen;
    return ready.then(() =>
      waitUntil(healthCheck(service, port), {
        what: `${name} on port ${port}`,
        timeoutMs: startTimeoutMs,
        givenUp: () => givenUp(name),
      }),
    );
  }

  /** Starts the given processes; resolves when all are healthy. */
  async function startAll(batch) {
    for (const instance of batch) starters.get(instance.name)();
    const probed = batch.filter((instance) => instance.service.health === 'tcp');
    portsOpen = Promise.all(probed.map(becomesHealthy));
    await Promise.all([portsOpen, ...batch.filter((instance) => !probed.includes(instance)).map(becomesHealthy)]);
  }

  try {
    // the first replicas migrate the databases and write the demo data before any twin starts
    for (let replica = 1; replica <= replicas; replica++)
      await startAll(instances.filter((instance) => instance.replica === replica));
  } catch (error) {
    return failWith(error);
  }

  /** Stops one process and starts it again (npm run dev, after a rebuild); resolves when healthy. */
  async function restartInstance(instance) {
    const previous = handles.get(instance.name);
    supervisor.cancel(instance.name);
    if (previous) {
      previous.expectedExit = true;
      await previous.stop(STOP_GRACE_MS);
    }
    if (stopping) return;
    supervisor.cancel(instance.name);
    starters.get(instance.name)();
    await becomesHealthy(instance);
  }

  /** One process by its name, or every replica of a service in turn, so the others keep serving. */
  async function restart(name) {
    const chosen = instances.filter((instance) => instance.name === name || instance.service.name === name);
    for (const instance of chosen) {
      if (stopping) return;
      await restartInstance(instance);
    }
  }

  return {
    url,
    ports,
    instances: instances.map(({ name, service, replica, port }) => ({ name, service: service.name, replica, port })),
    redisUrl,
    mailInboxUrl: mail?.inboxUrl,
    dataDir,
    demoOwner,
    get processes() {
      return [...handles].map(([name, handle]) => ({ name, pid: handle.pid, running: handle.running }));
    },
    stop,
    restart,
    unexpectedExit,
  };
}

module.exports = { startSystem, LaunchError, ROOT };
