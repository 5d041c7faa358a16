import { createContext, useContext } from 'react';

/**
 * Who reads the messages panel (002 §6: the host decides): the customer, or an employee on a work-queue
 * screen. Unread, "mine" and the author label follow from it.
 */
export type MessagesSide = 'customer' | 'employee';

export const MessagesSideContext = createContext<MessagesSide>('customer');

/** How a message looks to the panel's reader: written by their side, addressed to them, and its author label key. */
export function useMessageAuthor(fromCustomer: boolean, unread: boolean): { fromReader: boolean; unreadForReader: boolean; authorKey: string } {
  const side = useContext(MessagesSideContext);
  const fromReader = side === 'employee' ? !fromCustomer : fromCustomer;
  const authorKey = fromCustomer ? (side === 'employee' ? 'message.fromCustomer' : 'message.fromYou') : 'message.fromStaff';
  return { fromReader, unreadForReader: !fromReader && unread, authorKey };
}
