'use strict';
/** The SMTP sink's counts, over real SMTP: `node --test tools/bench/restock/sink.test.js`. */
const assert = require('node:assert/strict');
const net = require('node:net');
const { after, before, test } = require('node:test');
const { messageIdOf, startSmtpSink } = require('./sink');

/**
 * One SMTP session that sends each { to: [..], messageId, body } as its own transaction, waiting
 * for every reply as a real client does; resolves with the last reply of each message's DATA.
 */
async function sendOverSmtp(port, messages) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  socket.setEncoding('utf8');
  let buffered = '';
  const pending = [];
  socket.on('data', (chunk) => {
    buffered += chunk;
    // a reply ends with a line "ddd text" (a dash after the code continues it)
    for (let end = buffered.search(/^\d{3} .*\r\n/m); end !== -1; end = buffered.search(/^\d{3} .*\r\n/m)) {
      const lineEnd = buffered.indexOf('\r\n', end) + 2;
      const reply = buffered.slice(0, lineEnd);
      buffered = buffered.slice(lineEnd);
      pending.shift()?.(reply);
    }
  });
  const reply = () => new Promise((resolve) => pending.push(resolve));
  const say = (line) => {
    const answer = reply();
    socket.write(`${line}\r\n`);
    return answer;
  };
  await reply();
  await say('EHLO client.test');
  const answers = [];
  for (const message of messages) {
    await say('MAIL FROM:<shop@example.test>');
    for (const to of message.to) assert.match(await say(`RCPT TO:<${to}>`), /^250/);
    assert.match(await say('DATA'), /^354/);
    const header = message.messageId === undefined ? '' : `Message-ID:${message.messageId}\r\n`;
    answers.push(await say(`${header}Subject: back in stock\r\n\r\n${message.body ?? 'It is back.'}\r\n.`));
  }
  await say('QUIT');
  socket.end();
  return answers;
}

let sink;
before(async () => {
  sink = await startSmtpSink();
});
after(() => sink.close());

test('reads a Message-ID, folded or not, and only from the headers', () => {
  assert.equal(messageIdOf('Subject: x\r\nMessage-ID: <a@b>\r\nTo: y'), '<a@b>');
  assert.equal(messageIdOf('message-id:\r\n  <folded@b>\r\nTo: y'), '<folded@b>');
  assert.equal(messageIdOf('Subject: x\r\nX-Message-ID: <a@b>'), '');
});

test('counts deliveries, distinct ids, duplicates and recipients given two ids', async () => {
  const answers = await sendOverSmtp(sink.port, [
    { to: ['Ann@example.test'], messageId: ' <1@shop>' },
    { to: ['bob@example.test'], messageId: '\r\n <2@shop>' },
    // the same message again: a duplicate, not a new id
    { to: ['ann@example.test'], messageId: '<1@shop>' },
    // a second notice to bob under a new id
    { to: ['bob@example.test'], messageId: '<3@shop>' },
    { to: ['cy@example.test', 'di@example.test'], messageId: '<4@shop>' },
    { to: ['eve@example.test'], body: 'Message-ID: <not-a-header@shop>' },
  ]);
  for (const answer of answers) assert.match(answer, /^250/);
  const stats = sink.stats();
  assert.equal(stats.messages, 7);
  assert.equal(stats.distinctMessageIds, 4);
  assert.equal(stats.duplicates, 1);
  assert.equal(stats.withoutMessageId, 1);
  assert.equal(stats.recipientsWithSeveralIds, 1);
  assert.equal(stats.recipients, 4);
  assert.deepEqual(sink.messageIdsOf('ANN@example.test'), ['<1@shop>']);
  assert.deepEqual(sink.messageIdsOf('bob@example.test'), ['<2@shop>', '<3@shop>']);
});

test('waitForDistinct resolves on arrival, or when the time is up', async () => {
  const waiting = sink.waitForDistinct(5, { timeoutMs: 10_000 });
  await sendOverSmtp(sink.port, [{ to: ['fay@example.test'], messageId: '<5@shop>' }]);
  const reached = await waiting;
  assert.equal(reached.timedOut, false);
  assert.equal(reached.distinctMessageIds, 5);
  const late = await sink.waitForDistinct(6, { timeoutMs: 50 });
  assert.equal(late.timedOut, true);
  assert.equal(late.distinctMessageIds, 5);
});
