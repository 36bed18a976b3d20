export * from './auth.js';
export * from './constants.js';
export * from './menu.js';
export * from './messages.js';
export * from './route-gate.js';
export * from './users.js';
