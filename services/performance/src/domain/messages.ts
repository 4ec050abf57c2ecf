import { localDaysMessages } from '@storefront/service-kit';

/** Texts of the INVALID_ARGUMENT and NOT_FOUND answers; the gateway turns them into 400 and 404. */
export const performanceMessages = {
  ...localDaysMessages,
  deviceClassUnknown: 'device_class is not a known device class.',
  pathInvalid: 'path must be a page path starting with /, at most 2048 characters.',
  pageTypeInvalid: 'page_type must be a page type such as product, at most 64 characters.',
  negative: (field: string) => `${field} must not be negative.`,
  errorGroupNotFound: 'This error group does not exist.',
} as const;
