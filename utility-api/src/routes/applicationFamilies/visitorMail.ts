/**
 * The e-mails of a visitor's application (docs/applicationFamilies.md "Visitors"): one when it starts and one
 * for each change staff make, each with a link that opens it — a new resume key every time, since only the
 * keys' hashes are kept — written on the portal address the gateway named when the visitor started.
 */
import type { ApplicationStage } from '../../../../shared/applicationForms/stages.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/constants.ts';
import type { Store } from '../../store/store.ts';
import type { FamilyRegistry } from '../../families/registry.ts';
import { VISITOR_DRAFT_DAYS, hashVisitorKey, newVisitorKey } from './visitorKeys.ts';
import type { VisitorApplicationRow, VisitorFamilyStore } from './visitorStore.ts';
import { visitorTextIn, type VisitorTextKey } from './visitorTexts.ts';

/** The portal route a mailed key opens (client/src/routes/applicationFamilies/visitor). */
const VISITOR_APPLICATION_PATH = '/visitorApplication/';

/** What the e-mail tells: the application was started, or reached a stage. */
type VisitorMailEvent = 'started' | ApplicationStage;

export interface VisitorMailer {
  /** Issues a new key for the application and mails its link; answers the key. */
  send(visitor: VisitorApplicationRow, event: VisitorMailEvent, comment?: string | null): string;
}

export function visitorMailer(store: Store, registry: FamilyRegistry, visitors: VisitorFamilyStore): VisitorMailer {
  return {
    send(visitor, event, comment = null) {
      const language: Language = isLanguage(visitor.language) ? visitor.language : DEFAULT_LANGUAGE;
      const moment = store.clock().toISOString();
      const key = newVisitorKey(visitor.applicationId);
      visitors.addKey(visitor.applicationId, hashVisitorKey(key), moment);
      const link = `${visitor.portalUrl?.replace(/\/+$/, '') ?? ''}${VISITOR_APPLICATION_PATH}${key}`;
      const family = registry.localized(registry.codeOfType(visitor.applicationType) ?? '', language)?.name ?? '';
      const values = { family, id: String(visitor.applicationId), name: visitor.name, days: String(VISITOR_DRAFT_DAYS), link, comment: comment ?? '' };
      const text = (textKey: VisitorTextKey) => visitorTextIn(language, textKey, values);
      const news = event === 'started' ? text('mailStarted') : text(`mail${event}` as VisitorTextKey);
      const body = [text('mailGreeting'), '', news, ...(comment ? ['', text('mailComment')] : []), '', text('mailLink'), text('mailKeep')].join('\n');
      store.outbox.add({ channel: 'email', recipient: visitor.email, subject: text('mailSubject'), body });
      return key;
    },
  };
}
