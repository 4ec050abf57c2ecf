import { status } from '@grpc/grpc-js';
import { sql } from 'drizzle-orm';
import { notificationsV1 } from '@storefront/proto';
import { createClient } from '@storefront/service-kit';
import {
  capturedLogger,
  failure,
  itServesServerPlumbing,
  testServiceAuth,
  underTest,
} from '@storefront/service-kit/testing';
import { messageIdFor } from '../src/mail/message-id';
import { eventually } from './support/eventually';
import type { MailSink } from './support/mail-sink';
import {
  backends,
  demoProduct,
  noteSkippedBackends,
  startShopWithSink,
  type NotificationsClient,
} from './support/running-notifications';

jest.setTimeout(120_000);

noteSkippedBackends('notifications gRPC');

const { SEND_REQUEST_STATE_FINISHED: FINISHED } = notificationsV1.SendRequestState;
const publicUrl = 'http://localhost:8080';

const camera = demoProduct('vintage-film-camera');
const pins = demoProduct('enamel-pin-set');
const shirt = demoProduct('linen-shirt');
const [pinsA, pinsB] = pins.variants;

let addresses = 0;
/** A fresh address for each sign-up of the whole file, so tests never share one. */
const newAddress = (tag = 'visitor') => `${tag}.${++addresses}@example.com`;

const signUp = (client: NotificationsClient, fields: Partial<notificationsV1.SignUpForRestockRequest>) =>
  client.call.signUpForRestock({
    productId: camera.id,
    variantId: '',
    siteVisitorEmail: newAddress(),
    isJoinMailingList: false,
    language: '',
    recaptchaEnterpriseV3Token: '',
    ...fields,
  });

async function allSignUps(client: NotificationsClient, productId: string, variantId: string) {
  const signUps: notificationsV1.RestockSignUp[] = [];
  let cursor = '';
  do {
    const page = await client.call.listSignUps({ productId, variantId, cursor, pageSize: 0 });
    signUps.push(...page.signUps);
    cursor = page.nextPageCursor;
  } while (cursor !== '');
  return signUps;
}

const finished = (client: NotificationsClient, ids: string[]) =>
  eventually(
    () => client.call.listSendRequests({ ids, cursor: '', pageSize: 0 }),
    ({ sendRequests }) => sendRequests.length === ids.length && sendRequests.every((r) => r.state === FINISHED),
  ).then(({ sendRequests }) => sendRequests);

/** The Message-IDs the given sign-ups' notices of a send request must carry, by address. */
const expectedNotices = (sendRequestId: string, signUps: notificationsV1.RestockSignUp[]) =>
  new Map(signUps.map((s) => [s.siteVisitorEmail, messageIdFor(`${sendRequestId}:${s.id}`, publicUrl)]));

const sunkFor = (sink: MailSink, sendRequestIds: string[], signUps: notificationsV1.RestockSignUp[]) => {
  const wanted = new Set(sendRequestIds.flatMap((id) => signUps.map((s) => messageIdFor(`${id}:${s.id}`, publicUrl))));
  return sink.messages.filter((message) => wanted.has(message.messageId));
};

if (backends.length > 0)
  describe.each(backends)('notifications gRPC service on $name', (backend) => {
    const log = capturedLogger();
    const shop = underTest(() =>
      startShopWithSink(
        backend,
        { NOTIFICATIONS_PUBLIC_URL: publicUrl },
        {
          rules: {
            refuses: (address) => address.startsWith('refused'),
            defers: (address) => address.startsWith('deferred'),
          },
          logger: log.logger,
        },
      ),
    );
    const client = () => shop().client;

    itServesServerPlumbing(
      'notifications',
      'storefront.notifications.v1.NotificationsService',
      ['SignUpForRestock', 'ListSignUps', 'SendRestockNotices', 'SendEmail'],
      () => `127.0.0.1:${shop().notifications.grpc.port}`,
    );

    it("refuses blank and malformed e-mails with the spec's messages, storing nothing", async () => {
      for (const [email, message] of [
        ['', 'Email cannot be blank'],
        ['   ', 'Email cannot be blank'],
        ['anna', 'Email is invalid.'],
        ['anna@example', 'Email is invalid.'],
        [`${'a'.repeat(250)}@example.com`, 'Email is invalid.'],
      ] as const) {
        const error = await failure(signUp(client(), { siteVisitorEmail: email }));
        expect({ code: error.code, details: error.details }).toEqual({
          code: status.INVALID_ARGUMENT,
          details: message,
        });
      }
      for (const fields of [
        { productId: '' },
        { productId: 'x'.repeat(200) },
        { variantId: 'bad id' },
        { language: 'not a language tag!' },
        { language: 'en-'.repeat(20) },
        { recaptchaEnterpriseV3Token: 't'.repeat(9000) },
      ]) {
        expect((await failure(signUp(client(), fields))).code).toBe(status.INVALID_ARGUMENT);
      }
      expect(await allSignUps(client(), camera.id, camera.variants[0]!.id)).toEqual([]);
    });

    it('answers NOT_FOUND for an unknown product or variant and FAILED_PRECONDITION for one without restock', async () => {
      const unknownProduct = await failure(signUp(client(), { productId: 'no-such-product' }));
      expect({ code: unknownProduct.code, details: unknownProduct.details }).toEqual({
        code: status.NOT_FOUND,
        details: 'This product is no longer available.',
      });
      expect((await failure(signUp(client(), { productId: pins.id, variantId: 'no-such-variant' }))).code).toBe(
        status.NOT_FOUND,
      );
      // a product with variants to choose needs the variant named
      expect((await failure(signUp(client(), { productId: pins.id, variantId: '' }))).code).toBe(status.NOT_FOUND);
      const noRestock = await failure(signUp(client(), { productId: shirt.id, variantId: shirt.variants[0]!.id }));
      expect(noRestock.code).toBe(status.FAILED_PRECONDITION);
      // fields are checked before the catalog is asked
      expect((await failure(signUp(client(), { productId: 'no-such-product', siteVisitorEmail: '' }))).details).toBe(
        'Email cannot be blank',
      );
    });

    it('keeps one sign-up per address (compared case-insensitively) and records a later opt-in', async () => {
      const address = newAddress('Repeat.Visitor');
      await expect(signUp(client(), { siteVisitorEmail: address, language: 'de-de' })).resolves.toEqual({
        created: true,
      });
      await expect(signUp(client(), { siteVisitorEmail: address })).resolves.toEqual({ created: false });
      await expect(signUp(client(), { siteVisitorEmail: address.toUpperCase() })).resolves.toEqual({ created: false });
      await expect(
        signUp(client(), { siteVisitorEmail: address.toLowerCase(), isJoinMailingList: true }),
      ).resolves.toEqual({
        created: false,
      });
      const mine = (await allSignUps(client(), camera.id, camera.variants[0]!.id)).filter(
        (s) => s.siteVisitorEmail.toLowerCase() === address.toLowerCase(),
      );
      expect(mine).toEqual([
        expect.objectContaining({
          siteVisitorEmail: address,
          variantId: camera.variants[0]!.id,
          isJoinMailingList: true,
          language: 'de-DE',
          notified: '',
        }),
      ]);
      // the same address for another variant is another sign-up
      await expect(
        signUp(client(), { productId: pins.id, variantId: pinsA!.id, siteVisitorEmail: address }),
      ).resolves.toEqual({
        created: true,
      });
    });

    it('pages through groups and sign-ups with opaque cursors, refusing malformed ones', async () => {
      for (let i = 0; i < 7; i++) await signUp(client(), { productId: pins.id, variantId: pinsB!.id });
      const pages: notificationsV1.RestockSignUp[][] = [];
      let cursor = '';
      do {
        const page = await client().call.listSignUps({ productId: pins.id, variantId: pinsB!.id, cursor, pageSize: 3 });
        expect(page.hasNextPage).toBe(page.nextPageCursor !== '');
        pages.push(page.signUps);
        cursor = page.nextPageCursor;
      } while (cursor !== '');
      const listed = pages.flat();
      expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
      expect(new Set(listed.map((s) => s.id)).size).toBe(7);
      const created = listed.map((s) => s.created);
      expect([...created].sort().reverse()).toEqual(created);

      const groups: notificationsV1.RestockSignUpGroup[] = [];
      cursor = '';
      do {
        const page = await client().call.listSignUpGroups({ cursor, pageSize: 1 });
        groups.push(...page.signUpGroups);
        cursor = page.nextPageCursor;
      } while (cursor !== '');
      expect(groups.length).toBeGreaterThanOrEqual(3);
      expect(new Set(groups.map((g) => `${g.productId}/${g.variantId}`)).size).toBe(groups.length);
      expect(groups.find((g) => g.variantId === pinsB!.id)).toMatchObject({
        productTitle: pins.title,
        signUpCount: 7,
        pendingCount: 7,
        lastSent: '',
      });
      expect(groups.find((g) => g.variantId === pinsB!.id)!.variantDescription).not.toBe('');

      for (const bad of [
        '%%%',
        'bm90IGpzb24',
        Buffer.from('{"t":"yesterday","i":"x"}').toString('base64url'),
        'x'.repeat(5000),
      ]) {
        const error = await failure(
          client().call.listSignUps({ productId: pins.id, variantId: pinsB!.id, cursor: bad, pageSize: 0 }),
        );
        expect({ code: error.code, details: error.details }).toEqual({
          code: status.INVALID_ARGUMENT,
          details: 'The cursor is not valid.',
        });
        expect((await failure(client().call.listSignUpGroups({ cursor: bad, pageSize: 0 }))).code).toBe(
          status.INVALID_ARGUMENT,
        );
        expect((await failure(client().call.listSendRequests({ cursor: bad, pageSize: 0, ids: [] }))).code).toBe(
          status.INVALID_ARGUMENT,
        );
      }
    });

    it('sends one group its notices, once, each with its stable Message-ID, and a second send notifies nobody again', async () => {
      for (let i = 0; i < 5; i++) await signUp(client(), {});
      const waiting = await allSignUps(client(), camera.id, camera.variants[0]!.id);
      const { sendRequest } = await client().call.sendRestockNotices({
        productId: camera.id,
        variantId: '',
        idempotencyKey: 'press-camera-1',
        requestedBy: 'owner-1',
      });
      expect(sendRequest).toMatchObject({
        productId: camera.id,
        variantId: camera.variants[0]!.id,
        productTitle: camera.title,
      });
      const repeat = await client().call.sendRestockNotices({
        productId: camera.id,
        variantId: camera.variants[0]!.id,
        idempotencyKey: 'press-camera-1',
        requestedBy: 'owner-1',
      });
      expect(repeat.sendRequest!.id).toBe(sendRequest!.id);

      const [done] = await finished(client(), [sendRequest!.id]);
      expect(done).toMatchObject({
        total: waiting.length,
        sent: waiting.length,
        failed: 0,
        queued: 0,
        lastFailure: '',
      });
      expect(done!.finished).not.toBe('');
      await shop().sink.waitFor(1);
      const expected = expectedNotices(sendRequest!.id, waiting);
      const received = sunkFor(shop().sink, [sendRequest!.id], waiting);
      expect(new Map(received.map((m) => [m.to[0], m.messageId]))).toEqual(expected);
      expect(received).toHaveLength(waiting.length);
      expect(received[0]!.text).toContain(camera.title);
      expect(received[0]!.text).toContain(`${publicUrl}/shop/p/${camera.slug}`);

      const notified = await allSignUps(client(), camera.id, camera.variants[0]!.id);
      expect(notified.every((s) => s.notified !== '')).toBe(true);

      const again = await client().call.sendRestockNotices({
        productId: camera.id,
        variantId: '',
        idempotencyKey: 'press-camera-2',
        requestedBy: 'owner-1',
      });
      expect(again.sendRequest).toMatchObject({ total: 0, state: FINISHED });
      const groups = await client().call.listSignUpGroups({ cursor: '', pageSize: 100 });
      const group = groups.signUpGroups.find((g) => g.productId === camera.id)!;
      expect(group).toMatchObject({ pendingCount: 0, signUpCount: waiting.length });
      expect(group.lastSent).not.toBe('');

      // a notified visitor signing up again waits for the next notice
      const [first] = waiting;
      await expect(signUp(client(), { siteVisitorEmail: first!.siteVisitorEmail })).resolves.toEqual({
        created: false,
      });
      const renewed = await allSignUps(client(), camera.id, camera.variants[0]!.id);
      expect(renewed.find((s) => s.id === first!.id)!.notified).toBe('');
    });

    it('sends all named groups, or every waiting group, once per press', async () => {
      for (let i = 0; i < 3; i++) await signUp(client(), { productId: pins.id, variantId: pinsA!.id });
      const named = await client().call.sendAllRestockNotices({
        sendRequests: [{ productId: pins.id, variantId: pinsA!.id }],
        idempotencyKey: 'press-all-named',
        requestedBy: '',
      });
      expect(named.sendRequests.map((r) => r.variantId)).toEqual([pinsA!.id]);
      await finished(
        client(),
        named.sendRequests.map((r) => r.id),
      );

      for (let i = 0; i < 2; i++) await signUp(client(), { productId: pins.id, variantId: pinsA!.id });
      await signUp(client(), {});
      const waitingBefore = [
        ...(await allSignUps(client(), pins.id, pinsA!.id)),
        ...(await allSignUps(client(), pins.id, pinsB!.id)),
        ...(await allSignUps(client(), camera.id, camera.variants[0]!.id)),
      ].filter((s) => s.notified === '');
      const all = await client().call.sendAllRestockNotices({
        sendRequests: [],
        idempotencyKey: 'press-all',
        requestedBy: '',
      });
      const repeat = await client().call.sendAllRestockNotices({
        sendRequests: [],
        idempotencyKey: 'press-all',
        requestedBy: '',
      });
      expect(repeat.sendRequests.map((r) => r.id).sort()).toEqual(all.sendRequests.map((r) => r.id).sort());
      const done = await finished(
        client(),
        all.sendRequests.map((r) => r.id),
      );
      expect(done.reduce((sum, r) => sum + r.sent, 0)).toBe(waitingBefore.length);
      const received = sunkFor(
        shop().sink,
        all.sendRequests.map((r) => r.id),
        waitingBefore,
      );
      expect(received).toHaveLength(waitingBefore.length);
      expect(new Set(received.map((m) => m.messageId)).size).toBe(waitingBefore.length);

      const nothingLeft = await client().call.sendAllRestockNotices({
        sendRequests: [],
        idempotencyKey: 'press-all-2',
        requestedBy: '',
      });
      expect(nothingLeft.sendRequests).toEqual([]);
      const history = await client().call.listSendRequests({ cursor: '', pageSize: 2, ids: [] });
      expect(history.sendRequests).toHaveLength(2);
      expect(history.hasNextPage).toBe(true);
    });

    it('fails a refused address for good, with a reason that names no address', async () => {
      await signUp(client(), {
        productId: pins.id,
        variantId: pinsB!.id,
        siteVisitorEmail: 'refused.visitor@example.com',
      });
      const { sendRequest } = await client().call.sendRestockNotices({
        productId: pins.id,
        variantId: pinsB!.id,
        idempotencyKey: 'press-refused',
        requestedBy: '',
      });
      const [done] = await finished(client(), [sendRequest!.id]);
      expect(done!.failed).toBe(1);
      expect(done!.sent).toBe(done!.total - 1);
      expect(done!.lastFailure).toMatch(/550/);
      expect(done!.lastFailure).not.toMatch(/@/);
    });

    it('retries a message the relay defers, then fails it for good once its attempts are used', async () => {
      await signUp(client(), {
        productId: pins.id,
        variantId: pinsB!.id,
        siteVisitorEmail: 'deferred.visitor@example.com',
      });
      const { sendRequest } = await client().call.sendRestockNotices({
        productId: pins.id,
        variantId: pinsB!.id,
        idempotencyKey: 'press-deferred',
        requestedBy: '',
      });
      // the group also holds the refused address of the test before, which this send tries again
      const [done] = await finished(client(), [sendRequest!.id]);
      expect(done).toMatchObject({ sent: 0, failed: done!.total, queued: 0 });
      const result = (await shop().db.execute(
        sql`select attempts, state, last_error as "lastError" from outbox
            where send_request_id = ${sendRequest!.id}::uuid and recipient like 'deferred%'`,
      )) as unknown as { rows: { attempts: number; state: string; lastError: string }[] };
      expect(result.rows).toEqual([{ attempts: 5, state: 'failed', lastError: expect.stringMatching(/^SMTP 451/) }]);
    });

    it("queues another service's e-mail once per caller and key, answering the same Message-ID", async () => {
      const request: notificationsV1.SendEmailRequest = {
        idempotencyKey: 'reset-42',
        to: 'owner@example.com',
        language: '',
        email: {
          $case: 'accountLink',
          accountLink: {
            kind: notificationsV1.AccountLinkEmail_Kind.KIND_OWNER_PASSWORD_RESET,
            path: '/config/reset?token=abc',
            expiresAtMs: '0',
          },
        },
      };
      const first = await client().call.sendEmail(request);
      const second = await client().call.sendEmail(request);
      expect(second.messageId).toBe(first.messageId);
      expect(first.messageId).toBe(messageIdFor('gateway:reset-42', publicUrl));
      const accounts = createClient(
        notificationsV1.NotificationsServiceClient,
        `127.0.0.1:${shop().notifications.grpc.port}`,
        {
          deadlineMs: 10_000,
          contract: notificationsV1.NotificationsServiceDefinition,
          auth: testServiceAuth('accounts'),
        },
      );
      const other = await accounts.call.sendEmail(request);
      accounts.close();
      expect(other.messageId).toBe(messageIdFor('accounts:reset-42', publicUrl));
      await eventually(
        async () =>
          shop().sink.messages.filter((m) => m.messageId === first.messageId || m.messageId === other.messageId),
        (found) => found.length >= 2,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const delivered = shop().sink.messages.filter((m) => m.messageId === first.messageId);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.text).toContain(`${publicUrl}/config/reset?token=abc`);

      for (const bad of [
        { ...request, to: 'nope' },
        { ...request, idempotencyKey: '' },
        { ...request, idempotencyKey: 'has space' },
        { ...request, email: undefined },
        {
          ...request,
          email: {
            $case: 'accountLink' as const,
            accountLink: { kind: 1, path: '//evil.example/x', expiresAtMs: '0' },
          },
        },
        {
          ...request,
          email: { $case: 'accountLink' as const, accountLink: { kind: 0, path: '/x', expiresAtMs: '0' } },
        },
        {
          ...request,
          email: { $case: 'accountLink' as const, accountLink: { kind: 1, path: '/x', expiresAtMs: '-5' } },
        },
        {
          ...request,
          email: {
            $case: 'formSubmission' as const,
            formSubmission: { formId: 'contact', formName: 'Contact', answers: [], submitted: 'yesterday' },
          },
        },
      ]) {
        expect((await failure(client().call.sendEmail(bad))).code).toBe(status.INVALID_ARGUMENT);
      }
    });

    it('writes no e-mail address to its logs', () => {
      const written = JSON.stringify(log.lines);
      expect(log.lines.length).toBeGreaterThan(0);
      expect(written).not.toMatch(/[A-Za-z0-9._-]+@example\.com/);
    });
  });
