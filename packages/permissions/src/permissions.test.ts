import { describe, expect, it } from '@jest/globals';
import { type Permission, may, permissions, permissionsOf, Role, isRoleNumber, onlyViewer } from './index';

describe('the owner permission table', () => {
  it.each<[string, number[], Permission, boolean]>([
    ['reporting', [Role.reporting], 'viewAnalytics', true],
    ['reporting', [Role.reporting], 'manageRestock', false],
    ['store manager', [Role.storeManager], 'manageRestock', true],
    ['billing', [Role.billing], 'manageOrders', true],
    ['billing', [Role.billing], 'manageSettings', false],
    ['viewer', [Role.viewer], 'viewAnalytics', false],
    ['none', [Role.none], 'enterOwnerArea', false],
    ['editor and reporting', [Role.editor, Role.reporting], 'viewWebVitals', true],
  ])('%s: %s is %s', (_name, roles, permission, expected) => {
    expect(may(roles, permission)).toBe(expected);
  });

  it('gives an admin every permission and an account without roles none', () => {
    expect(permissionsOf([Role.admin])).toEqual(Object.keys(permissions));
    expect(permissionsOf([])).toEqual([]);
  });

  it('knows the spec role numbers and nothing else', () => {
    expect([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].every(isRoleNumber)).toBe(true);
    expect([0, 5, 17, 1.5, '1'].some(isRoleNumber)).toBe(false);
  });

  it('tracks an account whose only role is viewer (spec §6)', () => {
    expect(onlyViewer([Role.viewer])).toBe(true);
    expect(onlyViewer([Role.viewer, Role.reporting])).toBe(false);
    expect(onlyViewer([])).toBe(false);
  });
});
