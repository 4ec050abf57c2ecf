import { restockEmailProblem } from '@storefront/form-rules';
import { announce, prepareAnnouncer } from '@storefront/ui';
import { signUpForRestock } from './restock-api';
import type { RestockCaptcha } from './restock-captcha';
import { restockFailure, restockMessages, restockSignUp } from './restock-sign-up';

/** The captcha area is React: fetched with the first form a visitor sees. */
const loadCaptcha = () => import(/* webpackChunkName: "restock-captcha" */ './restock-captcha');

interface BoundForm {
  captcha: Promise<RestockCaptcha> | null;
  captchaContainer: HTMLElement | null;
}

const bound = new WeakMap<HTMLElement, BoundForm>();
let lastId = 0;

function captchaOf(form: BoundForm): Promise<RestockCaptcha> | null {
  if (!form.captchaContainer) return null;
  form.captcha ??= loadCaptcha().then(({ mountRestockCaptcha }) =>
    mountRestockCaptcha(form.captchaContainer as HTMLElement),
  );
  return form.captcha;
}

/** Shows or hides one `.product-restock-notification`; a shown form gets its captcha. */
export function showRestockForm(notification: HTMLElement, shown: boolean): void {
  if (notification.hidden === !shown) return;
  notification.hidden = !shown;
  const form = bound.get(notification);
  if (shown && form) void captchaOf(form);
}

/**
 * Binds one restock sign-up form as the template draws it (spec §2): the `email` field with its
 * error tied to it, the optional `isJoinMailingList` box and captcha area, a failure line; success
 * replaces the form with the site's text (`data-success-message`) or 'Signed up!', said aloud.
 */
export function bindRestockForm(notification: HTMLElement): void {
  const formElement = notification.querySelector<HTMLFormElement>('form.product-restock-form');
  const email = formElement?.querySelector<HTMLInputElement>('input[name="email"]');
  if (!formElement || !email || bound.has(notification)) return;
  prepareAnnouncer();
  const id = `product-restock-${++lastId}`;
  const state: BoundForm = {
    captcha: null,
    captchaContainer: notification.querySelector<HTMLElement>('.captcha-container'),
  };
  bound.set(notification, state);

  // the field is named by its placeholder on screen; give it a name that stays while typing
  const cta = notification.querySelector<HTMLElement>('.product-restock-cta');
  if (cta) cta.id = `${id}-cta`;
  email.setAttribute('aria-label', email.placeholder || 'Email');
  email.autocomplete = 'email';
  email.inputMode = 'email';
  formElement.noValidate = true;

  const fieldError = document.createElement('p');
  fieldError.className = 'field-error product-restock-field-error';
  fieldError.id = `${id}-error`;
  fieldError.hidden = true;
  email.before(fieldError);
  const failure = document.createElement('p');
  failure.className = 'product-restock-failure';
  failure.setAttribute('role', 'alert');
  notification.append(failure);

  const describe = (withError: boolean) =>
    email.setAttribute('aria-describedby', [withError ? fieldError.id : '', cta?.id ?? ''].join(' ').trim());
  describe(false);

  const showFieldError = (message: string | undefined) => {
    fieldError.textContent = message ?? '';
    fieldError.hidden = message === undefined;
    if (message === undefined) email.removeAttribute('aria-invalid');
    else email.setAttribute('aria-invalid', 'true');
    describe(message !== null);
  };

  const succeed = () => {
    const done = document.createElement('p');
    done.className = 'product-restock-success';
    done.tabIndex = -1;
    const text = notification.dataset.successMessage || restockMessages.signedUp;
    done.textContent = text;
    const hadFocus = notification.contains(document.activeElement);
    notification.replaceChildren(done);
    if (hadFocus) done.focus();
    announce(text);
  };

  let sending = false;
  formElement.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    void (async () => {
      failure.textContent = '';
      const problem = restockEmailProblem(email.value);
      showFieldError(problem);
      if (problem) {
        email.focus();
        return;
      }
      sending = true;
      try {
        const captcha = await captchaOf(state);
        const token = captcha ? captcha.demandToken() : null;
        if (captcha && token === null) return;
        const mailingList = notification.querySelector<HTMLInputElement>('input[name="isJoinMailingList"]');
        await signUpForRestock(
          restockSignUp({
            productId: notification.dataset.productId ?? '',
            variantId: notification.dataset.variantId ?? '',
            email: email.value,
            joinMailingList: mailingList?.checked ?? false,
            captchaToken: token,
            language: document.documentElement.lang,
          }),
        );
        succeed();
      } catch (error) {
        const refused = restockFailure(error);
        if (refused.place === 'email') {
          showFieldError(refused.message);
          email.focus();
        } else if (refused.place === 'captcha' && state.captcha) (await state.captcha).refuse(refused.message);
        else failure.textContent = refused.message;
      } finally {
        sending = false;
      }
    })();
  });

  if (!notification.hidden) void captchaOf(state);
}
