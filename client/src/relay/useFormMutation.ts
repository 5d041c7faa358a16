import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater, UploadableMap } from 'relay-runtime';
import { useViewOnly } from '../components/viewOnly';
import { useTranslation } from '../i18n/useTranslation';
import { ViewOnlyError } from './errors';
import type { NotificationKind } from '../notifications/notificationStore';
import { type FieldErrors, type UserErrorData, reportUserErrors } from '../notifications/userErrors';
import { useNotify } from '../notifications/useNotify';

/** A mutation payload: expected failures come as `userErrors` (docs/architecture.md §3, Mutations). */
export interface MutationPayload {
  readonly userErrors: readonly UserErrorData[];
}

export interface FormMutationOptions<M extends MutationParameters, P extends MutationPayload> {
  /** The mutation field's payload in the response. */
  payload(response: M['response']): P;
  /** Inputs the form shows: their userErrors go beside them, every other one becomes a notification. */
  fields?: readonly string[];
  /** How refusals are notified (000 §8, 001 §8); `warn` unless the screen says otherwise. */
  kind?: NotificationKind;
  durationMs?: number;
  /** Notify field problems too (000 §8: a failed sign-in warns with the server text). */
  notifyFieldErrors?: boolean;
  /** False where the store already shows the outcome (a message that stays unread): refusals are not notified. */
  reportRefusals?: boolean;
  /** What the user is told when the request itself fails (network, GraphQL error); unset, nothing. */
  failed?: (error: Error) => string;
  /** One of the mutations a staff view may still run (ending it): it is sent during a view too. */
  allowedWhileViewing?: boolean;
}

/** How a screen wants a mutation's outcome reported: everything but where its payload is. */
export type MutationReporting = Omit<FormMutationOptions<MutationParameters, MutationPayload>, 'payload' | 'allowedWhileViewing'>;

/** Per commit: the store updates and files of Relay's `commitMutation`. */
export interface CommitOptions<M extends MutationParameters> {
  /** The answer the screen shows at once; Relay rolls it back when the gateway's arrives (or the request fails). */
  optimisticResponse?: M['rawResponse'];
  optimisticUpdater?: SelectorStoreUpdater<M['response']>;
  updater?: SelectorStoreUpdater<M['response']>;
  uploadables?: UploadableMap;
}

/** How a commit ended: done, refused with userErrors (already reported; the fields' problems in `fieldErrors`), or failed (already notified). */
export type MutationOutcome<P> =
  | { status: 'done'; payload: P; fieldErrors: FieldErrors }
  | { status: 'refused'; payload: P; fieldErrors: FieldErrors; retryAfterSeconds: number }
  | { status: 'failed'; error: Error };

/**
 * The portal's one way to run a mutation from a screen: commits it, reports its userErrors (field problems
 * beside their fields in `fieldErrors`, the rest as notifications) and its request failures, and tells
 * whether it is in flight. `run` resolves with the outcome and never rejects, so forms branch on it.
 * During a staff view (components/viewOnly.tsx) nothing is sent: `run` fails at once with a ViewOnlyError,
 * told like the gateway's refusal unless the screen reports no refusals (a message opened, not marked read).
 */
export function useFormMutation<M extends MutationParameters, P extends MutationPayload>(node: GraphQLTaggedNode, options: FormMutationOptions<M, P>) {
  const [commit, inFlight] = useMutation<M>(node);
  const notify = useNotify();
  const { t } = useTranslation('common');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const viewOnly = useViewOnly() && options.allowedWhileViewing !== true;
  // The latest options, so callers may pass inline functions without changing `run` every render.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const run = useCallback(
    (variables: M['variables'], { optimisticResponse, optimisticUpdater, updater, uploadables }: CommitOptions<M> = {}) =>
      new Promise<MutationOutcome<P>>((resolve) => {
        if (viewOnly) {
          const error = new ViewOnlyError(t('viewOnly.changesOff'));
          if (latest.current.reportRefusals !== false) notify('warn', error.message);
          resolve({ status: 'failed', error });
          return;
        }
        commit({
          variables,
          ...(optimisticResponse !== undefined ? { optimisticResponse } : {}),
          ...(optimisticUpdater ? { optimisticUpdater } : {}),
          ...(updater ? { updater } : {}),
          ...(uploadables ? { uploadables } : {}),
          onCompleted: (response) => {
            const { payload: pick, fields = [], kind, durationMs, notifyFieldErrors, reportRefusals = true } = latest.current;
            const payload = pick(response);
            if (payload.userErrors.length === 0) {
              setFieldErrors({});
              resolve({ status: 'done', payload, fieldErrors: {} });
              return;
            }
            const reported = reportUserErrors(payload.userErrors, { fields, notify: reportRefusals ? notify : () => {}, t, kind, durationMs, notifyFieldErrors });
            setFieldErrors(reported.fieldErrors);
            resolve({ status: 'refused', payload, ...reported });
          },
          onError: (error) => {
            // A staff view's refusal is notified once, by the network layer (relay/fetchGraphQL.ts).
            const text = error instanceof ViewOnlyError ? undefined : latest.current.failed?.(error);
            if (text) notify('error', text);
            resolve({ status: 'failed', error });
          },
        });
      }),
    [commit, notify, t, viewOnly],
  );
  return { run, inFlight, fieldErrors, setFieldErrors };
}
