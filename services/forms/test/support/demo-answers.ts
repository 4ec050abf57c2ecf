/** Answers every demo form accepts, as the forms remote sends them. */
export const validAnswers: Record<string, Record<string, unknown>> = {
  contact: { name: 'Ann Lee', email: 'ann@example.com', message: 'Do you ship to Canada?' },
  newsletter: { email: 'ann@example.com' },
  waitlist: { name: 'Ann Lee', email: 'ann@example.com' },
  'promo-popup': { email: 'ann@example.com' },
  'event-registration': {
    attendee: ['Ann', 'Lee'],
    email: 'ann@example.com',
    phone: ['', '555', '123', '4567'],
    address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
    company: 'Lee Pottery',
    source: 'newsletter',
    ticket: 'VIP',
    session: 'Morning',
    interests: ['Ceramics', 'Textiles'],
    experience: { 'I have made something by hand before': '2', 'I would like to sell what I make': '-1' },
    'arrival-date': ['06', '14', '2027'],
    'arrival-time': ['09', '30', '00', 'AM'],
    notes: 'Vegetarian lunch, please.',
  },
  feedback: { comments: 'Lovely shop.', email: '' },
};

/** For each demo form, answers it refuses and the field errors it gives for them. */
export const refusedAnswers: Record<string, { answers: Record<string, unknown>; errors: Record<string, string> }> = {
  contact: {
    answers: { name: '', email: 'ann@', message: 'x'.repeat(501) },
    errors: {
      name: 'Required',
      email: 'Email is not valid. Email addresses should follow the format user-at-domain.',
      message: 'You have exceeded the character limit.',
    },
  },
  newsletter: { answers: {}, errors: { email: 'Required' } },
  waitlist: {
    answers: { name: 'Ann', email: 'not-an-email' },
    errors: { email: 'Email is not valid. Email addresses should follow the format user-at-domain.' },
  },
  'promo-popup': { answers: { email: '  ' }, errors: { email: 'Required' } },
  'event-registration': {
    answers: {
      ...validAnswers['event-registration'],
      attendee: ['', ''],
      ticket: 'Backstage',
      session: '',
      experience: { 'I have made something by hand before': '1' },
      'arrival-date': ['06', '14'],
      notes: 'x'.repeat(301),
    },
    errors: {
      attendee: 'Required',
      ticket: 'Please choose one of the options given.',
      session: 'Required',
      experience: 'Survey is not valid. Missing a required question.',
      'arrival-date': 'This answer is not in the expected format. Please check your entry.',
      notes: 'You have exceeded the character limit.',
    },
  },
  feedback: { answers: { comments: '' }, errors: { comments: 'Required' } },
};
