import { validationMessages } from '@storefront/form-rules';

/**
 * What a person may read in a refused call's status message. The proto names the cases; the two
 * sign-in strings are the gateway's HTTP contract word for word.
 */
export const accountsMessages = {
  invalidEmail: validationMessages.invalidEmail,
  passwordLength: 'Use a password of 8 to 256 characters.',
  nameTooLong: 'Names may be at most 200 characters long.',
  noRoles: 'Choose at least one role.',
  unknownRole: (role: number) => `There is no role ${role}.`,
  unknownKind: 'Say whether this is an owner or a customer account.',
  wrongCredentials: 'Your email or password is incorrect.',
  lockedOut: (minutes: number) => `Too many failed sign-in attempts. Try again in ${minutes} minutes.`,
  sessionEnded: 'Your session has ended. Please sign in again.',
  linkNotValid: 'This link is no longer valid. Please ask for a new one.',
  notPermitted: 'You do not have permission to do this.',
  emailTaken: 'An account with this email already exists.',
  lastAdmin: 'The website must keep at least one admin.',
  noSuchContributor: 'There is no such contributor or invitation.',
} as const;
