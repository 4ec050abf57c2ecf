'use strict';
const { expect, test } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const { MAIL_PORTS, mailInboxLine, maildevArguments, maildevBinary, mailUrls } = require('./mail-catcher');
const { ROOT } = require('./system');

test('MailDev is the one installed with the repository', () => {
  expect(fs.existsSync(maildevBinary(ROOT))).toBe(true);
  expect(maildevBinary(ROOT)).toBe(path.join(ROOT, 'node_modules', '.bin', 'maildev'));
});

test('SMTP and the inbox listen on loopback only, on the ports given', () => {
  const args = maildevArguments({ smtp: 2525, web: 2080 });
  const option = (name) => args[args.indexOf(name) + 1];
  expect(option('--smtp')).toBe('2525');
  expect(option('--web')).toBe('2080');
  expect(option('--ip')).toBe('127.0.0.1');
  expect(option('--web-ip')).toBe('127.0.0.1');
  // nothing kept on disk, nothing relayed anywhere
  expect(args).not.toContain('--mail-directory');
  expect(args.some((arg) => arg.startsWith('--outgoing') || arg.startsWith('--auto-relay'))).toBe(false);
});

test("npm start's inbox: SMTP 1025 as notifications' default SMTP_URL, the inbox on 1080, printed beside the shop", () => {
  expect(MAIL_PORTS).toEqual({ smtp: 1025, web: 1080 });
  const urls = mailUrls(MAIL_PORTS);
  expect(urls).toEqual({ smtpUrl: 'smtp://127.0.0.1:1025', inboxUrl: 'http://localhost:1080' });
  expect(mailInboxLine(urls.inboxUrl)).toBe('Mail inbox: http://localhost:1080');
});
