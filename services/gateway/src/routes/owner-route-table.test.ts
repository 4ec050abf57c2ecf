import { Role } from '@storefront/permissions';
import { ownerNav } from './owner-pages';
import { allows } from './owner-route-table';

describe('owner access', () => {
  it('lets anyone open a public route, any signed-in account a signed-in one, and the permission decide the rest', () => {
    expect(allows('public', undefined)).toBe(true);
    expect(allows('signedIn', undefined)).toBe(false);
    expect(allows('signedIn', [])).toBe(true);
    expect(allows('signedIn', [Role.none])).toBe(true);
    expect(allows('manageTeam', undefined)).toBe(false);
    expect(allows('manageTeam', [Role.admin])).toBe(true);
    expect(allows('manageTeam', [Role.websiteManager])).toBe(false);
    expect(allows('manageSettings', [Role.reporting, Role.websiteManager])).toBe(true);
    expect(allows('enterOwnerArea', [Role.none])).toBe(false);
  });

  it('lists in the navigation only the pages the roles open, marking the current one', () => {
    expect(ownerNav([Role.billing], '/config/orders')).toEqual([
      { href: '/config', label: 'Overview', current: false },
      { href: '/config/account', label: 'Account', current: false },
      { href: '/config/orders', label: 'Orders', current: true },
      { href: '/config/subscriptions', label: 'Subscriptions', current: false },
    ]);
    expect(ownerNav([Role.none], '/config')).toEqual([]);
    // an admin opens every page of the owner area, in the navigation's order
    expect(
      ownerNav([Role.admin], undefined)
        .map((entry) => entry.label)
        .join(', '),
    ).toBe(
      'Overview, Account, Settings, Checkout, Team, Restock, Analytics, Web vitals, Orders, Subscriptions, Queues',
    );
  });
});
