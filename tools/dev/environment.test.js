'use strict';
const { expect, test } = require('@jest/globals');
const path = require('node:path');
const { choosePorts, serviceEnvironments } = require('./environment');
const { SERVICES } = require('./services');

test('the process table: unique names and default ports, each entry complete', () => {
  const names = SERVICES.map((service) => service.name);
  expect(new Set(names).size).toBe(names.length);
  const ports = SERVICES.map((service) => service.listen.default);
  expect(new Set(ports).size).toBe(ports.length);
  for (const service of SERVICES) {
    expect(service.entry).toMatch(/dist\/main\.js$/);
    expect(service.health === 'tcp' || typeof service.health.http === 'string').toBe(true);
  }
  expect(SERVICES.filter((service) => service.public)).toHaveLength(1);
});

test('ports: defaults, launcher overrides, then ports chosen by the caller', () => {
  expect(choosePorts(SERVICES, {})).toEqual({
    catalog: 50051,
    cart: 50052,
    forms: 50053,
    accounts: 50057,
    notifications: 50054,
    performance: 50056,
    census: 50055,
    gateway: 8080,
  });
  expect(
    choosePorts(SERVICES, {
      PORT: '9090',
      CATALOG_GRPC_PORT: '50061',
      FORMS_GRPC_PORT: '50063',
      ACCOUNTS_GRPC_PORT: '50067',
      NOTIFICATIONS_GRPC_PORT: '50064',
      PERFORMANCE_GRPC_PORT: '50066',
      CENSUS_GRPC_PORT: '50065',
    }),
  ).toEqual({
    catalog: 50061,
    cart: 50052,
    forms: 50063,
    accounts: 50067,
    notifications: 50064,
    performance: 50066,
    census: 50065,
    gateway: 9090,
  });
  expect(choosePorts(SERVICES, { PORT: '9090' }, { gateway: 4000 })).toEqual({
    catalog: 50051,
    cart: 50052,
    forms: 50053,
    accounts: 50057,
    notifications: 50054,
    performance: 50056,
    census: 50055,
    gateway: 4000,
  });
  expect(() => choosePorts(SERVICES, { PORT: 'eighty' })).toThrow(
    "PORT must be a port number between 1 and 65535, got 'eighty'",
  );
});

test('wires each process to the others, to redis and to its own data folder', () => {
  const environments = serviceEnvironments({
    services: SERVICES,
    ports: { catalog: 50061, cart: 50062, forms: 50063, accounts: 50067, notifications: 50064, gateway: 9090 },
    redisUrl: 'redis://127.0.0.1:7000',
    dataDir: '/tmp/shop-data',
    logLevel: 'debug',
    baseEnv: { DATABASE_URL: 'postgres://db/shop', PORT: '1', DATA_DIR: 'elsewhere' },
    // the caller's last word, over npm start's demo data too
    extraEnv: { SEED_ON_START: 'false' },
  });
  expect(environments.catalog).toMatchObject({
    GRPC_PORT: '50061',
    DATA_DIR: path.join('/tmp/shop-data', 'catalog'),
    REDIS_URL: 'redis://127.0.0.1:7000',
    LOG_LEVEL: 'debug',
    DATABASE_URL: 'postgres://db/shop',
    SEED_ON_START: 'false',
  });
  expect(environments.forms).toMatchObject({
    GRPC_PORT: '50063',
    DATA_DIR: path.join('/tmp/shop-data', 'forms'),
    REDIS_URL: 'redis://127.0.0.1:7000',
  });
  expect(environments.accounts).toMatchObject({
    GRPC_PORT: '50067',
    DATA_DIR: path.join('/tmp/shop-data', 'accounts'),
    REDIS_URL: 'redis://127.0.0.1:7000',
  });
  expect(environments.gateway).toMatchObject({
    PORT: '9090',
    CATALOG_ADDR: '127.0.0.1:50061',
    CART_ADDR: '127.0.0.1:50062',
    FORMS_ADDR: '127.0.0.1:50063',
    ACCOUNTS_ADDR: '127.0.0.1:50067',
    NOTIFICATIONS_ADDR: '127.0.0.1:50064',
    REDIS_URL: 'redis://127.0.0.1:7000',
    LOG_LEVEL: 'debug',
  });
  expect(environments.notifications).toMatchObject({
    GRPC_PORT: '50064',
    DATA_DIR: path.join('/tmp/shop-data', 'notifications'),
    CATALOG_ADDR: '127.0.0.1:50061',
    FORMS_ADDR: '127.0.0.1:50063',
  });
  expect(environments.forms.NOTIFICATIONS_ADDR).toBe('127.0.0.1:50064');
  // the gateway owns no database, so it keeps whatever DATA_DIR said and gets no folder of its own
  expect(environments.gateway.DATA_DIR).toBe('elsewhere');
});

/** The least wiring a process table needs; each test below adds or changes the part it is about. */
const wiring = {
  services: SERVICES,
  ports: { catalog: 1, cart: 3, forms: 4, accounts: 5, notifications: 6, gateway: 2 },
  redisUrl: 'r',
  dataDir: '/d',
};

test('replicas: callers get the ipv4 list of every replica, each process its first port', () => {
  const environments = serviceEnvironments({
    ...wiring,
    ports: { ...wiring.ports, catalog: [1, 11], gateway: [2, 12] },
  });
  expect(environments.gateway.CATALOG_ADDR).toBe('ipv4:127.0.0.1:1,127.0.0.1:11');
  expect(environments.notifications.CATALOG_ADDR).toBe('ipv4:127.0.0.1:1,127.0.0.1:11');
  expect(environments.gateway.CART_ADDR).toBe('127.0.0.1:3');
  expect(environments.catalog.GRPC_PORT).toBe('1');
  expect(environments.gateway.PORT).toBe('2');
});

test('without a log level the processes keep their own default', () => {
  const environments = serviceEnvironments({ ...wiring, redisUrl: 'redis://x:1' });
  expect(environments.catalog.LOG_LEVEL).toBeUndefined();
});

test('gRPC services bind to loopback unless the environment names another address', () => {
  const loopback = serviceEnvironments(wiring);
  for (const name of ['catalog', 'cart', 'forms', 'accounts', 'notifications'])
    expect(loopback[name].GRPC_HOST).toBe('127.0.0.1');
  expect(loopback.gateway.GRPC_HOST).toBeUndefined();

  const chosen = serviceEnvironments({ ...wiring, baseEnv: { GRPC_HOST: '0.0.0.0' } });
  for (const name of ['catalog', 'cart', 'forms', 'accounts', 'notifications'])
    expect(chosen[name].GRPC_HOST).toBe('0.0.0.0');
});

test('every process gets the service-call secret, only the gateway the crumb secret', () => {
  const environments = serviceEnvironments({
    ...wiring,
    secrets: { SERVICE_AUTH_SECRET: 's'.repeat(64), CRUMB_SECRET: 'c'.repeat(64) },
  });
  for (const name of ['catalog', 'cart', 'forms', 'accounts', 'notifications', 'gateway'])
    expect(environments[name].SERVICE_AUTH_SECRET).toBe('s'.repeat(64));
  for (const name of ['catalog', 'cart', 'forms', 'accounts']) expect(environments[name].CRUMB_SECRET).toBeUndefined();
  expect(environments.gateway.CRUMB_SECRET).toBe('c'.repeat(64));
});

test("only the accounts service gets the demo owner's e-mail and password", () => {
  const environments = serviceEnvironments({
    ...wiring,
    demoOwner: { email: 'owner@example.com', password: 'p'.repeat(20), created: true },
  });
  expect(environments.accounts).toMatchObject({
    ACCOUNTS_DEMO_OWNER_EMAIL: 'owner@example.com',
    ACCOUNTS_DEMO_OWNER_PASSWORD: 'p'.repeat(20),
  });
  for (const name of ['catalog', 'cart', 'forms', 'notifications', 'gateway'])
    expect(environments[name].ACCOUNTS_DEMO_OWNER_PASSWORD).toBeUndefined();
});

test("form submissions go to the demo owner's e-mail unless FORMS_NOTIFY_EMAIL names another", () => {
  const demoOwner = { email: 'owner@example.com', password: 'p'.repeat(20), created: false };
  const environments = serviceEnvironments({ ...wiring, demoOwner });
  expect(environments.forms.FORMS_NOTIFY_EMAIL).toBe('owner@example.com');
  for (const name of ['catalog', 'cart', 'accounts', 'notifications', 'gateway'])
    expect(environments[name].FORMS_NOTIFY_EMAIL).toBeUndefined();
  const chosen = serviceEnvironments({ ...wiring, demoOwner, baseEnv: { FORMS_NOTIFY_EMAIL: 'shop@example.org' } });
  expect(chosen.forms.FORMS_NOTIFY_EMAIL).toBe('shop@example.org');
});

test('npm start asks the catalog for the demo store, the cart for the demo checkout settings and the forms service for the demo forms', () => {
  const environments = serviceEnvironments(wiring);
  expect(environments.catalog.SEED_ON_START).toBe('true');
  expect(environments.cart.SEED_ON_START).toBe('true');
  expect(environments.forms.FORMS_SEED).toBe('true');
  for (const name of ['accounts', 'notifications', 'performance', 'gateway']) {
    expect(environments[name].SEED_ON_START).toBeUndefined();
    expect(environments[name].FORMS_SEED).toBeUndefined();
  }
  expect(environments.forms.SEED_ON_START).toBeUndefined();
  expect(environments.catalog.FORMS_SEED).toBeUndefined();
});

test("an operator's own demo-data setting wins over npm start's", () => {
  const empty = serviceEnvironments({ ...wiring, baseEnv: { SEED_ON_START: 'false', FORMS_SEED: 'false' } });
  expect(empty.catalog.SEED_ON_START).toBe('false');
  expect(empty.forms.FORMS_SEED).toBe('false');
  // any spelling the service accepts passes through as written
  const spelled = serviceEnvironments({ ...wiring, baseEnv: { SEED_ON_START: '0' } });
  expect(spelled.catalog.SEED_ON_START).toBe('0');
  expect(spelled.forms.FORMS_SEED).toBe('true');
});

test('only notifications gets the SMTP server and the shop URL for the links in its mails', () => {
  const mail = {
    smtpUrl: 'smtp://127.0.0.1:2525',
    publicUrl: 'http://localhost:9090',
    inboxUrl: 'http://localhost:1081',
  };
  const environments = serviceEnvironments({ ...wiring, mail });
  expect(environments.notifications).toMatchObject({
    SMTP_URL: 'smtp://127.0.0.1:2525',
    NOTIFICATIONS_PUBLIC_URL: 'http://localhost:9090',
  });
  for (const name of ['catalog', 'cart', 'forms', 'accounts', 'gateway']) {
    expect(environments[name].SMTP_URL).toBeUndefined();
    expect(environments[name].NOTIFICATIONS_PUBLIC_URL).toBeUndefined();
  }
  // SMTP_URL set: no MailDev, so no SMTP URL of the launcher's; the environment's passes through
  const own = serviceEnvironments({
    ...wiring,
    mail: { publicUrl: 'http://localhost:9090' },
    baseEnv: { SMTP_URL: 'smtp://mail.example.org:587', NOTIFICATIONS_PUBLIC_URL: 'https://shop.example.org' },
  });
  expect(own.notifications).toMatchObject({
    SMTP_URL: 'smtp://mail.example.org:587',
    NOTIFICATIONS_PUBLIC_URL: 'https://shop.example.org',
  });
});

test('only forms gets the test captcha verifier, unless the environment chose for it', () => {
  const environments = serviceEnvironments(wiring);
  expect(environments.forms.CAPTCHA_TEST_VERIFIER).toBe('true');
  for (const name of ['catalog', 'cart', 'accounts', 'notifications', 'gateway'])
    expect(environments[name].CAPTCHA_TEST_VERIFIER).toBeUndefined();
  // the operator's own value wins
  const off = serviceEnvironments({ ...wiring, baseEnv: { CAPTCHA_TEST_VERIFIER: 'false' } });
  expect(off.forms.CAPTCHA_TEST_VERIFIER).toBe('false');
  // forms refuses the flag next to these, so the launcher does not add it
  for (const chosen of [
    { RECAPTCHA_SECRET: 's' },
    { RECAPTCHA_ENTERPRISE_API_KEY: 'k', RECAPTCHA_ENTERPRISE_PROJECT: 'p', RECAPTCHA_SITE_KEY: 'site' },
    { NODE_ENV: 'production' },
  ])
    expect(serviceEnvironments({ ...wiring, baseEnv: chosen }).forms.CAPTCHA_TEST_VERIFIER).toBeUndefined();
});
