/** Texts of the INVALID_ARGUMENT and NOT_FOUND answers; the gateway turns them into 400 and 404. */
export const performanceMessages = {
  dayInvalid: (field: string) => `${field} must be a day in the form YYYY-MM-DD.`,
  rangeReversed: 'The range ends before it starts.',
  rangeTooLong: 'The range spans more than 366 days.',
  timeZoneUnknown: 'time_zone is not an IANA time zone, such as America/New_York.',
  deviceClassUnknown: 'device_class is not a known device class.',
  pathInvalid: 'path must be a page path starting with /, at most 2048 characters.',
  pageTypeInvalid: 'page_type must be a page type such as product, at most 64 characters.',
  negative: (field: string) => `${field} must not be negative.`,
  errorGroupNotFound: 'This error group does not exist.',
} as const;
