import { type IEnvironment, RecordSource } from 'relay-runtime';
import { closeSubscriptions, currentEnvironment, replaceEnvironment } from './environment';
import { forgetViewer } from './viewerCaches';

/** Environments whose viewer's data ended, until the shell shows a newer one. */
const ended = new Set<IEnvironment>();

/**
 * Ends what the browser holds of the viewer of `environment` — signed out, session ended, or someone else
 * signing in — so that on a shared computer nobody is shown the last user's records.
 * An empty environment takes over at once for the loaders of the navigation `goTo` starts, and the old one's
 * live subscriptions close; the old one's screens stay until the new ones are ready (no blank or error screen
 * between), and once the shell shows the new environment (`environmentShown`) the old store is emptied, its
 * retained queries released and the modules' caches of the viewer forgotten.
 */
export function endViewerData(environment: IEnvironment, goTo: () => unknown): void {
  if (ended.has(environment)) return;
  ended.add(environment);
  if (environment === currentEnvironment()) replaceEnvironment();
  closeSubscriptions(environment);
  void goTo();
}

/** The shell shows `environment`: nothing on screen reads an ended one any more. */
export function environmentShown(environment: IEnvironment): void {
  for (const old of ended) {
    if (old === environment) continue;
    ended.delete(old);
    forgetViewer(old);
    const source = old.getStore().getSource();
    if (source instanceof RecordSource) source.clear();
  }
}
