export { Role, isRoleNumber, roleName, onlyViewer, type RoleName, type RoleNumber } from './roles';
export { permissions, may, permissionsOf, type Permission } from './permissions';
