export * from './fields/FormFields';
export * from './fields/FormProblemSummary';
export * from './fields/form-style';
export * from './form-answers';
export * from './form-problem';
export * from './form-state';
export * from './submission-failure';
export * from './use-form-state';
