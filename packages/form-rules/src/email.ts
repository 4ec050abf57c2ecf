/** Spec §9: email length 3 to 256. */
export const emailLength = { min: 3, max: 256 } as const;

// the simple user@domain.tld form of spec §5
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length >= emailLength.min && value.length <= emailLength.max && emailPattern.test(value);
}
