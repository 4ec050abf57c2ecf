'use strict';
const path = require('node:path');

/** MailDev as installed with the repository (tools/dev depends on it): npm start's mail catcher. */
function maildevBinary(root) {
  return path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'maildev.cmd' : 'maildev');
}

/** The standard ports of npm start's inbox: SMTP 1025 (what notifications' SMTP_URL defaults to) and the web inbox 1080. */
const MAIL_PORTS = { smtp: 1025, web: 1080 };

/**
 * A private mail catcher: SMTP and the web inbox on loopback only (nobody else may read the shop's
 * mail or send through it), mail kept in memory, nothing relayed anywhere.
 */
function maildevArguments({ smtp, web }) {
  return ['--smtp', String(smtp), '--web', String(web), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent'];
}

function mailUrls({ smtp, web }) {
  return { smtpUrl: `smtp://127.0.0.1:${smtp}`, inboxUrl: `http://localhost:${web}` };
}

/** What `npm start` prints beside the shop's URL. */
function mailInboxLine(inboxUrl) {
  return `Mail inbox: ${inboxUrl}`;
}

module.exports = { maildevBinary, maildevArguments, mailUrls, mailInboxLine, MAIL_PORTS };
