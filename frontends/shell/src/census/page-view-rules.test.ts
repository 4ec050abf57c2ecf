import { describe, expect, it } from '@jest/globals';
import { Role } from '@storefront/permissions';
import { recordsPageView, type PageViewConditions } from './page-view-rules';

const shopPage: PageViewConditions = {
  path: '/shop',
  pageType: 'product-list',
  censusDisabled: false,
  accountRoles: null,
};

describe('which page views send a hit (spec §2, §6)', () => {
  it('records an anonymous visitor on a shop page', () => {
    expect(recordsPageView(shopPage)).toBe(true);
  });

  it('sends nothing on /search', () => {
    expect(recordsPageView({ ...shopPage, path: '/search' })).toBe(false);
    expect(recordsPageView({ ...shopPage, path: '/searching' })).toBe(true);
  });

  it.each(['not-found', 'lock-screen', 'member-area-access-denied'])('sends nothing on a %s page', (pageType) => {
    expect(recordsPageView({ ...shopPage, pageType })).toBe(false);
  });

  it('sends nothing with the census-disabling flag', () => {
    expect(recordsPageView({ ...shopPage, censusDisabled: true })).toBe(false);
  });

  it('skips signed-in accounts outside /config unless their only role is viewer', () => {
    expect(recordsPageView({ ...shopPage, accountRoles: [Role.admin] })).toBe(false);
    expect(recordsPageView({ ...shopPage, accountRoles: [Role.viewer, Role.editor] })).toBe(false);
    expect(recordsPageView({ ...shopPage, accountRoles: [] })).toBe(false);
    expect(recordsPageView({ ...shopPage, accountRoles: [Role.viewer] })).toBe(true);
  });

  it('records signed-in accounts inside /config', () => {
    expect(recordsPageView({ ...shopPage, path: '/config', accountRoles: [Role.admin] })).toBe(true);
    expect(recordsPageView({ ...shopPage, path: '/config/analytics', accountRoles: [Role.admin] })).toBe(true);
    expect(recordsPageView({ ...shopPage, path: '/configure', accountRoles: [Role.admin] })).toBe(false);
  });
});
