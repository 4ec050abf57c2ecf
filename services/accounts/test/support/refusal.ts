import { failure } from '@storefront/service-kit/testing';

/** The status code and message a call was refused with (the test fails if it was answered). */
export async function refusal(call: Promise<unknown>): Promise<{ code: number; details: string }> {
  const error = await failure(call);
  return { code: error.code, details: error.details };
}
