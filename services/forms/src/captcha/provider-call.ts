import { CaptchaProviderDown } from './verifier';

/** One call to a captcha provider; any failure to get a JSON answer is the provider being down. */
export async function callProvider(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new CaptchaProviderDown(`captcha provider unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new CaptchaProviderDown(`captcha provider answered HTTP ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new CaptchaProviderDown('captcha provider answered something that is not JSON');
  }
}
