/** The unread-message dialog of the shell's unread-message link (000 §2). */
export { UnreadMessagesDialog } from './UnreadMessagesDialog';
