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

async function assertPortsFree(services, ports) {
  for (const service of services) {
    const port = ports[service.name];
    if (await isPortInUse(port))
      throw new LaunchError(
        `Port ${port} (${service.name}) is already in use. Stop what listens there ` +
          `(lsof -i :${port}) or choose another port: ${service.listen.override}=<port> npm start`,
      );
  }
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
 * colour, pretty, tagWidth (to line up with other tagged output), startTimeoutMs, services (default the whole table).
 *
 * Resolves { url, ports, redisUrl, mailInboxUrl, demoOwner, processes, stop(), restart(name), unexpectedExit } where
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

  const ports = await resolvePorts(services, { port: options.port, grpcPorts: options.grpcPorts, env: baseEnv });
  await assertPortsFree(services, ports);
  const secrets = launcherSecrets(dataDir, baseEnv);
  const demoOwner = services.some((service) => service.demoOwner) ? keptDemoOwner(dataDir, baseEnv) : undefined;

  const mailPorts = await resolveMailPorts(services, options, baseEnv);
  const names = ['redis', 'maildev', ...services.map((service) => service.name)];
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

  const environments = serviceEnvironments({
    services,
    ports,
    redisUrl,
    dataDir,
    logLevel: options.logLevel,
    secrets,
    demoOwner,
    mail,
    baseEnv,
  });
  for (const service of services)
    starters.set(service.name, () =>
      launch(service.name, {
        command: process.execPath,
        args: [...(service.nodeArgs ?? []), path.resolve(ROOT, service.entry)],
        env: environments[service.name],
        pretty,
      }),
    );

  // polled only once the services it calls answer, so their start-up does not fill the log with retries
  let portsOpen = Promise.resolve();
  function becomesHealthy(service) {
    const ready = service.health === 'tcp' ? Promise.resolve() : portsOpen;
    return ready.then(() =>
      waitUntil(healthCheck(service, ports[service.name]), {
        what: `${service.name} on port ${ports[service.name]}`,
        timeoutMs: startTimeoutMs,
        givenUp: () => givenUp(service.name),
      }),
    );
  }

  try {
    for (const service of services) starters.get(service.name)();
    const probed = services.filter((service) => service.health === 'tcp');
    portsOpen = Promise.all(probed.map(becomesHealthy));
    await Promise.all([portsOpen, ...services.filter((service) => !probed.includes(service)).map(becomesHealthy)]);
  } catch (error) {
    return failWith(error);
  }

  /** Stops one service and starts it again (npm run dev, after a rebuild); resolves when healthy. */
  async function restart(name) {
    const service = services.find((candidate) => candidate.name === name);
    const previous = handles.get(name);
    if (!service || stopping) return;
    supervisor.cancel(name);
    if (previous) {
      previous.expectedExit = true;
      await previous.stop(STOP_GRACE_MS);
    }
    if (stopping) return;
    supervisor.cancel(name);
    starters.get(name)();
    await becomesHealthy(service);
  }

  return {
    url,
    ports,
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
