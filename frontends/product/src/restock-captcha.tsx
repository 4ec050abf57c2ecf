import { createRoot } from 'react-dom/client';
import { CaptchaArea } from '@storefront/ui/captcha';
import { submissionMessages } from '@storefront/ui/forms';

/** The captcha of one restock form, as its plain-DOM side uses it. */
export interface RestockCaptcha {
  /** The token, or null (with 'Complete CAPTCHA before submitting.' shown) while there is none. */
  demandToken(): string | null;
  /** The server refused the token: the captcha is done again, the message beside it. */
  refuse(message: string): void;
}

/**
 * Draws the site's captcha (the same area as the site forms) into the restock form's
 * `.captcha-container`. React comes with it, so it is fetched only for a form a visitor sees.
 */
export function mountRestockCaptcha(container: HTMLElement): RestockCaptcha {
  const root = createRoot(container);
  let token: string | null = null;
  let error: string | null = null;
  const draw = () =>
    root.render(
      <CaptchaArea
        token={token}
        error={error}
        onToken={(value) => {
          token = value;
          if (value) error = null;
          draw();
        }}
      />,
    );
  draw();
  return {
    demandToken() {
      if (token === null) {
        error = submissionMessages.captchaRequired;
        draw();
      }
      return token;
    },
    refuse(message) {
      token = null;
      error = message;
      draw();
    },
  };
}
