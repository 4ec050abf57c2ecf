'use strict';
const path = require('node:path');
const { demoOwnerEnvironment } = require('./demo-owner');

// Processes reach each other here, and bind here: on a developer's machine nobody else may call them.
const LOOPBACK = '127.0.0.1';

/**
 * The port each process listens on: the launcher override variable when set (PORT=9090 npm start),
 * else the default, unless the caller already chose one (free ports in tests).
 */
function choosePorts(services, env, chosen = {}) {
  const ports = {};
  for (const service of services) {
    if (chosen[service.name] !== undefined) {
      ports[service.name] = chosen[service.name];
      continue;
    }
    const raw = env[service.listen.override];
    if (raw === undefined || raw === '') {
      ports[service.name] = service.listen.default;
      continue;
    }
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new RangeError(`${service.listen.override} must be a port number between 1 and 65535, got '${raw}'`);
    ports[service.name] = port;
  }
  return ports;
}

/**
 * Whether the launcher turns on the test captcha verifier: only where the operator has not chosen
 * (the flag itself, a reCAPTCHA configuration, production), since the process refuses the flag
 * next to any of those.
 */
function wantsTestCaptcha(baseEnv) {
  const chosen = ['CAPTCHA_TEST_VERIFIER', 'RECAPTCHA_SECRET', 'RECAPTCHA_ENTERPRISE_API_KEY'];
  return chosen.every((name) => !baseEnv[name]) && baseEnv.NODE_ENV !== 'production';
}

/**
 * How callers reach a service: its one address, or, with replicas, grpc-js's `ipv4:` list of all of
 * them, which the clients balance round robin.
 */
function serviceAddress(ports) {
  const all = Array.isArray(ports) ? ports : [ports];
  if (all.length === 1) return `${LOOPBACK}:${all[0]}`;
  return `ipv4:${all.map((port) => `${LOOPBACK}:${port}`).join(',')}`;
}

/**
 * The environment of every process: the launcher's own environment (so DATABASE_URL,
 * <SERVICE>_DATABASE_URL and OTEL_* pass through), then what wires the processes together, the
 * secrets each reads, the demo owner's credentials for the process that makes it (and its e-mail
 * for the one that sends the owner's notices), the mail settings (`mail`: smtpUrl, unless the
 * environment has SMTP_URL, and publicUrl, the shop's URL) for the one that sends mail, the test
 * captcha verifier for the one that checks captchas (see wantsTestCaptcha), the variables asking
 * for demo data that the environment leaves unset and, unless the environment names one, the
 * loopback bind address. `ports` holds each service's port, or the ports of its replicas (the first
 * one's is the environment returned; a replica's differs only in its port variable).
 */
function serviceEnvironments({
  services,
  ports,
  redisUrl,
  dataDir,
  logLevel,
  secrets = {},
  demoOwner,
  mail,
  baseEnv = {},
  extraEnv = {},
}) {
  const addresses = {};
  for (const service of services) if (service.address) addresses[service.address] = serviceAddress(ports[service.name]);

  const environments = {};
  for (const service of services) {
    const env = {
      ...baseEnv,
      ...addresses,
      REDIS_URL: redisUrl,
      [service.listen.variable]: String([ports[service.name]].flat()[0]),
    };
    if (service.listen.host) env[service.listen.host] = baseEnv[service.listen.host] || LOOPBACK;
    for (const name of service.secrets ?? []) if (secrets[name]) env[name] = secrets[name];
    if (service.demoOwner && demoOwner) Object.assign(env, demoOwnerEnvironment(demoOwner));
    if (service.ownerNotices && demoOwner && !baseEnv[service.ownerNotices])
      env[service.ownerNotices] = demoOwner.email;
    // an operator's own value (SEED_ON_START=false npm start) came in with baseEnv and stays
    for (const [name, value] of Object.entries(service.demoData ?? {})) if (!baseEnv[name]) env[name] = value;
    if (service.sendsMail && mail) {
      if (mail.smtpUrl) env.SMTP_URL = mail.smtpUrl;
      env.NOTIFICATIONS_PUBLIC_URL = baseEnv.NOTIFICATIONS_PUBLIC_URL || mail.publicUrl;
    }
    if (service.captchaTestVerifier && wantsTestCaptcha(baseEnv)) env.CAPTCHA_TEST_VERIFIER = 'true';
    if (logLevel) env.LOG_LEVEL = logLevel;
    if (service.ownsDatabase) env.DATA_DIR = path.join(dataDir, service.name);
    environments[service.name] = { ...env, ...extraEnv };
  }
  return environments;
}

module.exports = { choosePorts, serviceEnvironments };
