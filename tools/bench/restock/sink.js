'use strict';
const { SMTPServer } = require('smtp-server');

/** Headers end at the first empty line; a message whose headers run past this is counted without an id. */
const HEADER_LIMIT_BYTES = 64 * 1024;

/**
 * The Message-ID header's value in a message's header block, unfolded (RFC 5322 lets a header
 * continue on lines that start with white space), or '' when it has none.
 */
function messageIdOf(headerBlock) {
  const match = /^message-id:[ \t]*((?:.*)(?:\r?\n[ \t].*)*)/im.exec(headerBlock);
  return match ? match[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

/**
 * An SMTP server on 127.0.0.1 (a free port, no TLS, no auth) that accepts every message and
 * counts what a mail sender must get right: every recipient gets exactly one message, and a
 * retried delivery reuses its Message-ID. A message to several recipients counts once per
 * recipient. Only counts are kept (and each recipient's Message-IDs), never message bodies.
 *
 * Returns { url, port, stats(), waitForDistinct(n, { timeoutMs, onProgress }), close() }.
 * stats(): { messages, distinctMessageIds, duplicates, withoutMessageId, recipients,
 *            recipientsWithSeveralIds, firstAt, lastAt }, where
 *   messages                  deliveries received (one per recipient of each message),
 *   distinctMessageIds        different Message-IDs seen,
 *   duplicates                deliveries whose Message-ID had been seen already for that recipient
 *                             (the same message sent twice),
 *   withoutMessageId          deliveries without a Message-ID header,
 *   recipientsWithSeveralIds  recipients that got more than one different Message-ID (sent twice
 *                             under new ids: a duplicate the ids cannot show),
 *   firstAt / lastAt          Date.now() of the first and last delivery (0 before any).
 * `messageIdsOf(address)` gives one recipient's Message-IDs (addresses compared lower-cased).
 */
async function startSmtpSink({ host = '127.0.0.1', port = 0 } = {}) {
  const idsByRecipient = new Map();
  const distinct = new Set();
  const counts = { messages: 0, duplicates: 0, withoutMessageId: 0, recipientsWithSeveralIds: 0 };
  let firstAt = 0;
  let lastAt = 0;
  const waiters = new Set();

  const record = (recipients, messageId) => {
    const now = Date.now();
    firstAt ||= now;
    lastAt = now;
    if (messageId) distinct.add(messageId);
    for (const recipient of recipients) {
      counts.messages += 1;
      if (!messageId) {
        counts.withoutMessageId += 1;
        continue;
      }
      const address = recipient.toLowerCase();
      let ids = idsByRecipient.get(address);
      if (!ids) {
        ids = new Set();
        idsByRecipient.set(address, ids);
      }
      if (ids.has(messageId)) {
        counts.duplicates += 1;
        continue;
      }
      ids.add(messageId);
      if (ids.size === 2) counts.recipientsWithSeveralIds += 1;
    }
    for (const waiter of waiters) waiter();
  };

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // a sender's pool opens several connections; none is refused
    maxClients: Infinity,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      let head = '';
      let headDone = false;
      stream.on('data', (chunk) => {
        if (headDone) return;
        head += chunk.toString('utf8');
        const end = head.search(/\r?\n\r?\n/);
        if (end !== -1) {
          head = head.slice(0, end);
          headDone = true;
        } else if (head.length > HEADER_LIMIT_BYTES) headDone = true;
      });
      stream.on('end', () => {
        record(recipients, messageIdOf(head));
        callback();
      });
      stream.on('error', callback);
    },
  });
  server.on('error', () => {
    // a client dropping its connection mid-message is the sender's business, not the sink's
  });
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const bound = server.server.address().port;

  const stats = () => ({
    ...counts,
    distinctMessageIds: distinct.size,
    recipients: idsByRecipient.size,
    firstAt,
    lastAt,
  });

  /**
   * Resolves with stats() once `n` distinct Message-IDs have arrived, or once timeoutMs passed
   * (then `timedOut` is true). onProgress(stats) is called about once a second meanwhile.
   */
  function waitForDistinct(n, { timeoutMs, onProgress } = {}) {
    return new Promise((resolve) => {
      let progressTimer;
      let deadline;
      const finish = (timedOut) => {
        waiters.delete(check);
        clearInterval(progressTimer);
        clearTimeout(deadline);
        resolve({ ...stats(), timedOut });
      };
      const check = () => {
        if (distinct.size >= n) finish(false);
      };
      waiters.add(check);
      if (onProgress) progressTimer = setInterval(() => onProgress(stats()), 1_000);
      if (timeoutMs !== undefined) deadline = setTimeout(() => finish(true), timeoutMs);
      check();
    });
  }

  return {
    url: `smtp://${host}:${bound}`,
    port: bound,
    stats,
    messageIdsOf: (address) => [...(idsByRecipient.get(address.toLowerCase()) ?? [])],
    waitForDistinct,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

module.exports = { startSmtpSink, messageIdOf };
