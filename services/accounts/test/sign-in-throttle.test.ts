import { status } from '@grpc/grpc-js';
import { noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { CUSTOMER, freshAddress, signUpCustomer } from './support/people';
import { backends, minutes, startAccountsService } from './support/running-accounts';

jest.setTimeout(120_000);

noteSkippedBackends('accounts sign-in throttling');

const lockedFor = (n: number) => ({
  code: status.RESOURCE_EXHAUSTED,
  details: `Too many failed sign-in attempts. Try again in ${n} minutes.`,
});
const incorrect = { code: status.UNAUTHENTICATED, details: 'Your email or password is incorrect.' };

if (backends.length > 0)
  describe.each(backends)('sign-in throttling on $name', (backend) => {
    const service = underTest(() => startAccountsService(backend));
    const attempt = async (email: string, password: string, clientAddress = freshAddress()) => {
      const call = service().client.call.signIn({
        kind: CUSTOMER,
        email,
        password,
        clientAddress,
        replacesSessionToken: '',
      });
      return call.then(
        () => 'signed in',
        (error: { code: number; details: string }) => ({ code: error.code, details: error.details }),
      );
    };

    it('locks an account for 15 minutes after 5 failures within 15 minutes, even for the right password', async () => {
      const { client, clock } = service();
      await signUpCustomer(client, 'target@example.com', 'right-password');
      for (let n = 1; n <= 4; n += 1) {
        await expect(attempt('target@example.com', `wrong-${n}-password`)).resolves.toEqual(incorrect);
        clock.advance(minutes(3));
      }
      // the fifth, 12 minutes after the first, locks it, and says so at once
      await expect(attempt('target@example.com', 'wrong-5-password')).resolves.toEqual(lockedFor(15));
      await expect(attempt('target@example.com', 'right-password')).resolves.toEqual(lockedFor(15));
      clock.advance(minutes(14) + 1);
      // 59.999 seconds left: rounded up
      await expect(attempt('target@example.com', 'right-password')).resolves.toEqual(lockedFor(1));
      clock.advance(minutes(1));
      await expect(attempt('target@example.com', 'right-password')).resolves.toBe('signed in');
    });

    it('counts failures over a sliding 15 minutes: older ones no longer count', async () => {
      const { client, clock } = service();
      await signUpCustomer(client, 'slow-typist@example.com', 'right-password');
      for (let n = 1; n <= 4; n += 1) await attempt('slow-typist@example.com', 'wrong-password');
      clock.advance(minutes(15));
      await expect(attempt('slow-typist@example.com', 'wrong-password')).resolves.toEqual(incorrect);
      await expect(attempt('slow-typist@example.com', 'right-password')).resolves.toBe('signed in');
    });

    it('starts the count afresh after a successful sign-in', async () => {
      const { client } = service();
      await signUpCustomer(client, 'careless@example.com', 'right-password');
      for (let n = 1; n <= 4; n += 1) await attempt('careless@example.com', 'wrong-password');
      await expect(attempt('careless@example.com', 'right-password')).resolves.toBe('signed in');
      for (let n = 1; n <= 4; n += 1)
        await expect(attempt('careless@example.com', 'wrong-password')).resolves.toEqual(incorrect);
    });

    it('locks an e-mail without an account the same way, so a lockout tells nobody which e-mails exist', async () => {
      for (let n = 1; n <= 4; n += 1)
        await expect(attempt('no-account@example.com', 'any-password')).resolves.toEqual(incorrect);
      await expect(attempt('NO-ACCOUNT@example.com', 'any-password')).resolves.toEqual(lockedFor(15));
    });

    it('locks an address for 15 minutes after 20 failures on any accounts; other addresses go on', async () => {
      const { client, clock } = service();
      await signUpCustomer(client, 'victim@example.com', 'right-password');
      const address = '198.51.100.7';
      for (let n = 1; n <= 19; n += 1)
        await expect(attempt(`sprayed-${n}@example.com`, 'password1', address)).resolves.toEqual(incorrect);
      await expect(attempt('sprayed-20@example.com', 'password1', address)).resolves.toEqual(lockedFor(15));
      // the right password of another account from that address is refused too
      await expect(attempt('victim@example.com', 'right-password', address)).resolves.toEqual(lockedFor(15));
      await expect(attempt('victim@example.com', 'right-password', '198.51.100.8')).resolves.toBe('signed in');
      clock.advance(minutes(15));
      await expect(attempt('victim@example.com', 'right-password', address)).resolves.toBe('signed in');
    });

    it('answers a wrong password and an unknown e-mail in about the same time', async () => {
      const { client } = service();
      const owners = ['timed-1@example.com', 'timed-2@example.com', 'timed-3@example.com'];
      for (const email of owners) await signUpCustomer(client, email, 'right-password');
      const timed = async (email: string) => {
        const started = process.hrtime.bigint();
        await attempt(email, 'wrong-password');
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      await timed('warm-up@example.com');
      const known: number[] = [];
      const unknown: number[] = [];
      // fewer attempts per account than lock it, alternating so that load on the machine hits both
      for (let n = 0; n < 12; n += 1) {
        known.push(await timed(owners[n % 3]!));
        unknown.push(await timed(`untimed-${n}@example.com`));
      }
      // the fastest of each is the least disturbed by other work on the machine, and the margin is
      // wide for the same reason (password-hashing.test.ts compares the password checks themselves closely)
      expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.3);
      expect(Math.min(...known)).toBeGreaterThan(Math.min(...unknown) * 0.3);
    });
  });
