import { deliveryFailure, PermanentDeliveryError } from './delivery-failure';

/** Errors shaped as nodemailer hands them over (code, command, response, responseCode, permanent). */
const smtpFailure = (fields: Record<string, unknown>) => Object.assign(new Error('nodemailer message'), fields);

describe('deliveryFailure', () => {
  it('keeps a 503 (commands out of sequence) retryable although it is a 5xx', () => {
    const failure = deliveryFailure(
      smtpFailure({
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 503,
        permanent: false,
        response: '503 5.5.1 Error: need MAIL command',
      }),
    );
    expect(failure).not.toBeInstanceOf(PermanentDeliveryError);
    expect(failure.message).toBe('SMTP 503 recipient refused: 5.5.1 Error: need MAIL command');
  });

  it('retries a 5xx greeting: the server turned us away, not the message', () => {
    const failure = deliveryFailure(
      smtpFailure({
        code: 'EPROTOCOL',
        command: 'CONN',
        responseCode: 554,
        permanent: true,
        response: '554 No SMTP service here',
      }),
    );
    expect(failure).not.toBeInstanceOf(PermanentDeliveryError);
    expect(failure.message).toBe('SMTP 554 server refused the connection: No SMTP service here');
  });

  it('dead-letters a message nodemailer refuses before sending, naming no address', () => {
    const failure = deliveryFailure(
      smtpFailure({ code: 'EENVELOPE', command: 'API', message: 'Invalid recipient "a b@x"' }),
    );
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    expect(failure.message).toBe('mail refused before sending (EENVELOPE)');
  });

  it('takes every address out of the server words, bracketed or bare', () => {
    const failure = deliveryFailure(
      smtpFailure({
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 552,
        permanent: true,
        response: '552 5.2.2 <Ann.Lee@example.org> mailbox full; ann.lee@example.org over quota',
      }),
    );
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    expect(failure.message).toBe('SMTP 552 recipient refused: 5.2.2 mailbox full; over quota');
  });

  it('names a socket failure by its cause, and something unknown plainly', () => {
    expect(deliveryFailure(smtpFailure({ code: 'ESOCKET', originalCode: 'ECONNRESET' })).message).toBe(
      'SMTP delivery failed (ECONNRESET)',
    );
    expect(deliveryFailure(undefined).message).toBe('SMTP delivery failed');
  });
});
