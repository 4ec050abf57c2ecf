import { render } from '@testing-library/react';
import { permissionsOf } from '@storefront/permissions';
import { pageAt, prepareScreenTests } from '@storefront/ui/testing';
import type { OwnerAccount } from './owner-api';
import { OwnerScreen } from './owner-screen-root';

prepareScreenTests();

/** Renders the screen of an owner hook at an address, recording where it sends the person. */
export function renderOwnerScreen(page: string, address = '/config') {
  const { environment, visited } = pageAt(address);
  return { ...render(<OwnerScreen page={page} environment={environment} />), visited };
}

/** An owner account as the gateway sends it, its permissions from the one role table. */
export function ownerAccount(accountId: string, email: string, roles: number[], displayName = ''): OwnerAccount {
  return { accountId, email, displayName, roles, permissions: permissionsOf(roles) };
}
