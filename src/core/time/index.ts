export * from './dates';
export * from './opening-hours';
export * from './local-travel';
