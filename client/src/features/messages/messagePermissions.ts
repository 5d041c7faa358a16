import { createContext, useContext } from 'react';

/**
 * What the host of a messages panel grants (002 §2, §6): adding messages, editing and deleting the
 * editable ones, and adding, removing and downloading their files. Nothing is granted unless the host says so.
 */
export interface MessagePermissions {
  add: boolean;
  edit: boolean;
  delete: boolean;
  attachmentAdd: boolean;
  attachmentDelete: boolean;
  attachmentDownload: boolean;
}

export const NO_MESSAGE_PERMISSIONS: MessagePermissions = {
  add: false,
  edit: false,
  delete: false,
  attachmentAdd: false,
  attachmentDelete: false,
  attachmentDownload: false,
};

/** Everything: the customer's own application screen. */
export const ALL_MESSAGE_PERMISSIONS: MessagePermissions = {
  add: true,
  edit: true,
  delete: true,
  attachmentAdd: true,
  attachmentDelete: true,
  attachmentDownload: true,
};

/** 000 §2: the unread-message dialog lists messages without add or edit; their files still download. */
export const READ_ONLY_MESSAGE_PERMISSIONS: MessagePermissions = { ...NO_MESSAGE_PERMISSIONS, attachmentDownload: true };

export const MessagePermissionsContext = createContext<MessagePermissions>(NO_MESSAGE_PERMISSIONS);

export const useMessagePermissions = (): MessagePermissions => useContext(MessagePermissionsContext);
