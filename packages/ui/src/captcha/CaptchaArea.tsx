import { useId } from 'react';

/**
 * The token the local captcha verifier accepts (see services/forms). No captcha provider script can
 * load without the network, so when the site has no captcha site key this test widget stands in:
 * ticking 'I am not a robot' yields the token.
 */
export const TEST_CAPTCHA_TOKEN = 'storefront-test-captcha-ok';

interface CaptchaAreaProps {
  token: string | null;
  error: string | null;
  onToken: (token: string | null) => void;
}

/** The captcha of a form. A refused captcha is reset by the form: `token` goes back to null. */
export function CaptchaArea({ token, error, onToken }: CaptchaAreaProps) {
  const id = useId();
  return (
    <div className={`form-item captcha-container form-captcha${error ? ' error' : ''}`}>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <label className="form-captcha-test">
        <input
          type="checkbox"
          checked={token !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onToken(event.currentTarget.checked ? TEST_CAPTCHA_TOKEN : null)}
        />{' '}
        I am not a robot
      </label>
    </div>
  );
}
