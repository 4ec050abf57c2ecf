import { callProvider } from './provider-call';
import type { CaptchaVerifier } from './verifier';

export interface RecaptchaStandardSettings {
  secret: string;
  verifyUrl: string;
  /** Score-based (v3) answers below this are refused; v2 answers carry no score. */
  minScore: number;
  timeoutMs: number;
}

interface SiteVerifyAnswer {
  success?: unknown;
  score?: unknown;
}

/** reCAPTCHA v2/v3: POST secret and response to siteverify (form-encoded), trust `success` and the score. */
export function recaptchaStandardVerifier(settings: RecaptchaStandardSettings): CaptchaVerifier {
  return {
    name: 'recaptcha',
    async verify(token) {
      const answer = (await callProvider(
        settings.verifyUrl,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secret, response: token }).toString(),
        },
        settings.timeoutMs,
      )) as SiteVerifyAnswer | null;
      if (answer?.success !== true) return false;
      return typeof answer.score !== 'number' || answer.score >= settings.minScore;
    },
  };
}
