/** Spec §8: the messages above and below a form with a problem (not shown on newsletter forms). */
export const formProblem = {
  above: 'Your form has encountered a problem. Please scroll down to review.',
  below: 'Your form has encountered a problem. Please scroll up to review.',
} as const;
