import type { AccountFieldSpec } from './AccountField';
import { passwordLength } from './account-rules';

/** The e-mail every account form starts with. */
export const emailField: AccountFieldSpec = { name: 'email', label: 'Email', kind: 'email', required: true };

/** A password being chosen, with the service's bounds said under its title. */
export function newPasswordField(label: string): AccountFieldSpec {
  return {
    name: 'password',
    label,
    kind: 'new-password',
    required: true,
    hint: `${passwordLength.min} to ${passwordLength.max} characters.`,
  };
}
