import { type BaseSyntheticEvent, useLayoutEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, type ResolverResult, type UseFormReturn, useForm } from 'react-hook-form';
import type { MutationOutcome, MutationPayload } from '../relay/useFormMutation';
import { problemToShow } from './checkTiming';

/** A form's problems: the localized message of each field in trouble (a field without one is fine). */
type FieldProblems<V> = Partial<Record<Path<V>, string | null | undefined>>;

/**
 * A form's rules: the shared rule modules (shared/*.ts) applied to its values, each problem already in the
 * user's language. Read at every validation, so they may use the latest props and translations.
 */
export type FormRules<V> = (values: V) => FieldProblems<V>;

/** The resolver of a form: its rules as react-hook-form errors, each shown when `problemToShow` says. */
function rulesResolver<V extends FieldValues>(rules: () => FormRules<V>, state: { wholeForm(): boolean; shown(name: string): boolean }) {
  return (values: V): ResolverResult<V> => {
    const problems = rules()(values) as Record<string, string | null | undefined>;
    const wholeForm = state.wholeForm();
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, problem] of Object.entries(problems)) {
      const message = problemToShow(problem, values[name], { wholeForm, shown: () => state.shown(name) });
      if (message) errors[name] = { type: 'rule', message };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** The server's refusals of single fields (`useFormMutation`'s `fieldErrors`), each shown beside its field. */
export function showServerErrors<V extends FieldValues>(form: UseFormReturn<V>, fieldErrors: Readonly<Record<string, string>>) {
  for (const [name, message] of Object.entries(fieldErrors)) form.setError(name as Path<V>, { type: 'server', message });
}

export interface PortalForm<V extends FieldValues> extends UseFormReturn<V> {
  /**
   * The submit handler: when the rules pass, `save` runs with the values; its refusals land beside their fields
   * and nothing typed is lost whatever the outcome (react-hook-form keeps the values; only `onDone` may reset).
   */
  submitWith(save: (values: V) => Promise<MutationOutcome<MutationPayload> | null>, onDone?: (values: V) => void): (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * The portal's one form: react-hook-form with the form's rules, checked when a field is left and again at each
 * change once it shows a problem (see ./fields.tsx), so an error goes while the user corrects it.
 */
export function usePortalForm<V extends FieldValues>({ defaultValues, rules }: { defaultValues: DefaultValues<V>; rules: FormRules<V> }): PortalForm<V> {
  const latest = useRef(rules);
  useLayoutEffect(() => {
    latest.current = rules;
  });
  const submitting = useRef(false);
  const shown = useRef<(name: string) => boolean>(() => false);
  const [resolver] = useState(() => rulesResolver<V>(() => latest.current, { wholeForm: () => submitting.current, shown: (name) => shown.current(name) }));
  const form = useForm<V>({ mode: 'onBlur', reValidateMode: 'onBlur', defaultValues, resolver });
  shown.current = (name) => form.getFieldState(name as Path<V>).error !== undefined;
  const submitWith: PortalForm<V>['submitWith'] = (save, onDone) => {
    const handle = form.handleSubmit(
      async (values) => {
        submitting.current = false;
        const outcome = await save(values);
        if (outcome === null || outcome.status === 'failed') return;
        showServerErrors(form, outcome.fieldErrors);
        if (outcome.status === 'done') onDone?.(values);
      },
      () => {
        submitting.current = false;
      },
    );
    return (event) => {
      // The submit checks every field, blank ones too; react-hook-form names them all either way.
      submitting.current = true;
      return handle(event);
    };
  };
  return { ...form, submitWith };
}
