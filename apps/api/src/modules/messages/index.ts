/** What the rest of the API may use of the messages module. */
export { messagesModule } from './messages.module.ts';
