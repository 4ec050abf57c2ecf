import { hashPassword, passwordCheck } from './password-hashing';

jest.setTimeout(30_000);

async function millis(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

describe('password hashing', () => {
  it('stores argon2id with its parameters and a salt of its own per hash', async () => {
    const first = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correct horse battery')).not.toBe(first);
  });

  it('matches the right password only, and nothing without a stored hash', async () => {
    const check = await passwordCheck();
    const stored = await hashPassword('correct horse battery');
    await expect(check.matches('correct horse battery', stored)).resolves.toBe(true);
    await expect(check.matches('correct horse batterY', stored)).resolves.toBe(false);
    await expect(check.matches('correct horse battery', undefined)).resolves.toBe(false);
    await expect(check.matches('', undefined)).resolves.toBe(false);
    await expect(check.matches('anything', 'not a hash')).resolves.toBe(false);
  });

  it('takes as long without an account as with one: an argon2 verification either way', async () => {
    const check = await passwordCheck();
    const stored = await hashPassword('correct horse battery');
    const withAccount: number[] = [];
    const without: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      withAccount.push(await millis(() => check.matches('wrong password', stored)));
      without.push(await millis(() => check.matches('wrong password', undefined)));
    }
    // the fastest of each is the least disturbed by other work on the machine
    expect(Math.min(...without)).toBeGreaterThan(Math.min(...withAccount) * 0.5);
    expect(Math.min(...withAccount)).toBeGreaterThan(Math.min(...without) * 0.5);
  });
});
