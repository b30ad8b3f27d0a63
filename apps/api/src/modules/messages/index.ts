/** What the rest of the API may use of the messages module. */
export { default as messagesRoutes } from './messages.routes.ts';
