import { Role } from '@storefront/permissions';
import { contributorRoles, keepAnAdmin } from './roles';

describe('contributor roles', () => {
  it('keeps spec role numbers once each, in order', () => {
    expect(contributorRoles([Role.storeManager, Role.admin, Role.storeManager])).toEqual([
      Role.admin,
      Role.storeManager,
    ]);
  });

  it('refuses numbers the spec does not define, and no role at all', () => {
    expect(() => contributorRoles([1, 5])).toThrow('There is no role 5.');
    expect(() => contributorRoles([0])).toThrow('There is no role 0.');
    expect(() => contributorRoles([])).toThrow('Choose at least one role.');
  });
});

describe('keeping an admin', () => {
  const lastAdmin = 'The website must keep at least one admin.';

  it('refuses to demote or remove the only admin', () => {
    expect(() => keepAnAdmin(['a'], 'a', [Role.billing])).toThrow(lastAdmin);
    expect(() => keepAnAdmin(['a'], 'a', null)).toThrow(lastAdmin);
  });

  it('lets an admin go while another stays, and anyone else change', () => {
    expect(() => keepAnAdmin(['a', 'b'], 'a', null)).not.toThrow();
    expect(() => keepAnAdmin(['a'], 'a', [Role.admin, Role.billing])).not.toThrow();
    expect(() => keepAnAdmin(['a'], 'c', null)).not.toThrow();
    expect(() => keepAnAdmin(['a'], 'c', [Role.viewer])).not.toThrow();
  });

  it('counts a contributor made admin as one', () => {
    expect(() => keepAnAdmin([], 'c', [Role.admin])).not.toThrow();
  });
});
