import { type IEnvironment, commitLocalUpdate } from 'relay-runtime';
import { currentEnvironment } from '../relay/environment';
import { environmentShown } from '../relay/viewerData';

/** A signed-in user's record, as the screens leave it in the store. */
export function storeUserRecord(environment: IEnvironment, id = 'VXNlcjptYXJpYQ=='): string {
  commitLocalUpdate(environment, (store) => store.create(id, 'User').setValue('Maria Georgiou', 'name'));
  return id;
}

/** What the shell does once the page after a sign-out or session end shows: the ended environment is emptied. */
export function showNextEnvironment(): void {
  environmentShown(currentEnvironment());
}

export const recordIds = (environment: IEnvironment) => environment.getStore().getSource().getRecordIDs();
