import { Role } from '@storefront/permissions';
import { noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { ensureDemoOwner } from '../src/actions/demo-owner';
import { listOwners } from '../src/store/accounts';
import { admin, adminSession, demoOwnerEnv } from './support/people';
import { backends, startAccountsService } from './support/running-accounts';

jest.setTimeout(60_000);

noteSkippedBackends('accounts demo owner');

if (backends.length > 0)
  describe.each(backends)('the demo owner on $name', (backend) => {
    const withoutOwner = underTest(() => startAccountsService(backend));
    const withOwner = underTest(() => startAccountsService(backend, { env: demoOwnerEnv }));

    it('is made at start-up as the one admin of a website without owners', async () => {
      const { client, accounts } = withOwner();
      expect(await listOwners(accounts.database.db)).toEqual([
        expect.objectContaining({ email: admin.email, roles: [Role.admin], kind: 'owner' }),
      ]);
      await expect(adminSession(client)).resolves.toEqual(expect.any(String));
    });

    it('is made once however often the service starts, and never changed afterwards', async () => {
      const { db } = withOwner().accounts.database;
      // a restart, or a replica starting beside it: an owner exists, so nothing happens
      await expect(ensureDemoOwner(db, admin.email, 'another-password')).resolves.toBe(false);
      await expect(ensureDemoOwner(db, 'someone-else@example.com', 'another-password')).resolves.toBe(false);
      expect(await listOwners(db)).toHaveLength(1);
      await expect(adminSession(withOwner().client)).resolves.toEqual(expect.any(String));
    });

    it('is made by only one of replicas starting at the same moment', async () => {
      const { db } = withoutOwner().accounts.database;
      expect(await listOwners(db)).toEqual([]);
      const made = await Promise.all(
        ['first-pass-1', 'second-pass', 'third-pass-3'].map((password) => ensureDemoOwner(db, admin.email, password)),
      );
      expect(made.filter(Boolean)).toHaveLength(1);
      expect(await listOwners(db)).toHaveLength(1);
    });
  });
