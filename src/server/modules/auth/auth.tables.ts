/** The sign-in issue's tables, gathered for db/schema.ts. */
export * from '../users/users.table';
export * from './sessions.table';
export * from './tokens.table';
