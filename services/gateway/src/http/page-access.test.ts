import { hashPagePassword, PASSWORD_MAX_LENGTH, verifyPagePassword } from '../page/page-password';
import { PAGE_ACCESS_SECONDS, PageAccessCookies } from './page-access-cookies';

/** Cheap parameters: the tests check the format and the comparison, not the cost. */
const FAST = { N: 1024, r: 8, p: 1 };

describe('page passwords (scrypt)', () => {
  it('verifies the password a hash was made from, and nothing else', async () => {
    const hash = await hashPagePassword('open sesame', FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    await expect(verifyPagePassword(hash, 'open sesame')).resolves.toBe(true);
    await expect(verifyPagePassword(hash, 'open sesame ')).resolves.toBe(false);
    await expect(verifyPagePassword(hash, '')).resolves.toBe(false);
    await expect(verifyPagePassword(hash, 'x'.repeat(PASSWORD_MAX_LENGTH + 1))).resolves.toBe(false);
    await expect(verifyPagePassword('plain-text', 'plain-text')).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPagePassword('same', FAST)).not.toBe(await hashPagePassword('same', FAST));
  });
});

describe('page access cookies', () => {
  const secret = Buffer.from('a secret of at least thirty-two characters');
  let now = Date.UTC(2026, 0, 1);
  const cookies = new PageAccessCookies(secret, true, () => now);
  const request = (setCookie: string) => ({ headers: { cookie: setCookie.split(';')[0] } });

  it('opens the page it was granted for, under the password it was granted for, until it expires', () => {
    const granted = cookies.grant('/wholesale', 'hash-1');
    expect(granted).toMatch(/^page_access_wholesale=\d+\.[A-Za-z0-9_-]{43}; /);
    expect(granted).toContain('Path=/wholesale');
    expect(granted).toContain('HttpOnly');
    expect(granted).toContain('Secure');
    expect(granted).toContain(`Max-Age=${PAGE_ACCESS_SECONDS}`);
    expect(cookies.opens(request(granted), '/wholesale', 'hash-1')).toBe(true);
    // a new password closes the page again
    expect(cookies.opens(request(granted), '/wholesale', 'hash-2')).toBe(false);
    // another page's cookie, or the same value under its name, opens nothing
    const other = request(granted.replace('page_access_wholesale', 'page_access_trade'));
    expect(cookies.opens(other, '/trade', 'hash-1')).toBe(false);
    now += PAGE_ACCESS_SECONDS * 1000;
    expect(cookies.opens(request(granted), '/wholesale', 'hash-1')).toBe(false);
  });

  it('refuses a cookie signed with another key, or altered', () => {
    const forged = new PageAccessCookies(Buffer.from('another secret of thirty-two characters'), true, () => now);
    expect(cookies.opens(request(forged.grant('/wholesale', 'hash-1')), '/wholesale', 'hash-1')).toBe(false);
    const granted = cookies.grant('/wholesale', 'hash-1');
    const later = granted.replace(/=(\d+)\./, (_, expires: string) => `=${Number(expires) + 3600}.`);
    expect(cookies.opens(request(later), '/wholesale', 'hash-1')).toBe(false);
    expect(cookies.opens({ headers: { cookie: 'page_access_wholesale=garbage' } }, '/wholesale', 'hash-1')).toBe(false);
    expect(cookies.opens({ headers: {} }, '/wholesale', 'hash-1')).toBe(false);
  });
});
