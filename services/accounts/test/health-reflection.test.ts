import {
  expectForgedCallsRefused,
  itServesHealthAndReflection,
  noteSkippedBackends,
  underTest,
} from '@storefront/service-kit/testing';
import { backends, startAccountsService } from './support/running-accounts';

jest.setTimeout(60_000);

const SERVICE_NAME = 'storefront.accounts.v1.AccountsService';

noteSkippedBackends('accounts health and reflection');

if (backends.length > 0)
  describe('accounts server plumbing', () => {
    const service = underTest(() => startAccountsService(backends[0]!));
    const address = () => `127.0.0.1:${service().accounts.grpc.port}`;

    itServesHealthAndReflection('accounts', SERVICE_NAME, address);

    it('refuses callers without valid service credentials, sign-in and session checks included', async () => {
      await expectForgedCallsRefused(address(), SERVICE_NAME, ['SignIn', 'CheckSession', 'ListTeam', 'ResetPassword']);
      // the signed client the harness uses is answered
      await expect(service().client.call.signOut({ sessionToken: '' })).resolves.toEqual({});
    });
  });
