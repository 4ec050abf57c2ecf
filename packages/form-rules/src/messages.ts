/** Messages shown next to a field, word for word from the spec (§5, §8) where it names them. */
export const validationMessages = {
  required: 'Required',
  surveyIncomplete: 'Survey is not valid. Missing a required question.',
  tooLong: 'You have exceeded the character limit.',
  invalidEmail: 'Email is not valid. Email addresses should follow the format user-at-domain.',
  // the spec does not word these; they guard the server against answers no browser sends
  notInForm: 'This field is not part of the form. Please reload the page and try again.',
  noAnswerTaken: 'This item does not take an answer.',
  wrongShape: 'This answer is not in the expected format. Please check your entry.',
  notAnOption: 'Please choose one of the options given.',
  unparsable: 'Could not parse the form fields, please check your entries.',
} as const;

/** The key under which `validateForm` reports a problem with the answers as a whole. */
export const formErrorKey = '_form';
