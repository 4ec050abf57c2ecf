import { callProvider } from './provider-call';
import type { CaptchaVerifier } from './verifier';

export interface RecaptchaEnterpriseSettings {
  apiKey: string;
  project: string;
  siteKey: string;
  /** With `{project}` where the project goes. */
  assessmentsUrl: string;
  minScore: number;
  timeoutMs: number;
}

interface Assessment {
  tokenProperties?: { valid?: unknown };
  riskAnalysis?: { score?: unknown };
}

/** reCAPTCHA Enterprise: create an assessment of the token, trust its validity and risk score. */
export function recaptchaEnterpriseVerifier(settings: RecaptchaEnterpriseSettings): CaptchaVerifier {
  const url = new URL(settings.assessmentsUrl.replace('{project}', encodeURIComponent(settings.project)));
  url.searchParams.set('key', settings.apiKey);
  return {
    name: 'recaptcha-enterprise',
    async verify(token) {
      const assessment = (await callProvider(
        url.toString(),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ event: { token, siteKey: settings.siteKey } }),
        },
        settings.timeoutMs,
      )) as Assessment | null;
      if (assessment?.tokenProperties?.valid !== true) return false;
      const score = assessment.riskAnalysis?.score;
      return typeof score !== 'number' || score >= settings.minScore;
    },
  };
}
