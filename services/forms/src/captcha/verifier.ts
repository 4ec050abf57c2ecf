/**
 * Checks a captcha response token with whoever issued it. `verify` resolves false for a token the
 * provider refused and throws CaptchaProviderDown when the provider could not give an answer, so
 * a refused visitor and an outage are told apart.
 */
export interface CaptchaVerifier {
  readonly name: string;
  verify(token: string): Promise<boolean>;
}

export class CaptchaProviderDown extends Error {
  override readonly name = 'CaptchaProviderDown';
}
