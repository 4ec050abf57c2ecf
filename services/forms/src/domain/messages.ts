/** What a visitor may read when a call fails; spec §5 and §8 wording where the spec has one. */
export const formsMessages = {
  notConfigured: 'This form has not been configured yet.',
  keyRefused: 'Unable to submit form. Please try again later.',
  captchaMissing: 'Complete CAPTCHA before submitting.',
  captchaFailed: 'The CAPTCHA was not accepted. Please try it again.',
  captchaUnavailable: 'Unable to check the CAPTCHA right now. Please try again later.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  tooLarge: 'The form is too large to send. Please shorten your answers.',
  visitorIdInvalid: 'The visitor id is not valid.',
  unknownTemplateType: 'Unknown template schema type; use "form" or "9".',
} as const;
