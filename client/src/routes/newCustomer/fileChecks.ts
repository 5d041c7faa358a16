import { NEW_CUSTOMER_FILE_EXTENSIONS, NEW_CUSTOMER_FILE_MAX_BYTES } from './wizardRules';

export type NewCustomerFileProblem = 'tooBig' | 'type';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** 002 §5: the browser's check before upload; the gateway checks again by content. */
export function newCustomerFileProblem(file: Pick<File, 'name' | 'size'>): NewCustomerFileProblem | null {
  if (!(NEW_CUSTOMER_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  return file.size > NEW_CUSTOMER_FILE_MAX_BYTES ? 'tooBig' : null;
}
