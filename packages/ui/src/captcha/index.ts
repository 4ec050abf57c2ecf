export * from './CaptchaArea';
