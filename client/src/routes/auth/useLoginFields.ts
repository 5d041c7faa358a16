import { useLayoutEffect, useRef, useState } from 'react';
import { afterPointer } from '../../forms/afterPointer';
import { problemToShow } from '../../forms/checkTiming';
type Values<V> = { [K in keyof V]: string | boolean };
type Problems<V> = Partial<Record<keyof V & string, string>>;
/** The form's rules (as forms/usePortalForm.ts FormRules): each field's problem in the user's language, if any. */
type Rules<V> = (values: V) => Partial<Record<keyof V & string, string | null | undefined>>;

/**
 * The login form's values and problems, checked the way the form layer checks (forms/usePortalForm.ts,
 * forms/fields.tsx, the same rule of forms/checkTiming.ts): a field when it is left (a blank one only when it
 * already shows a problem), again at each
 * change while it shows one, every field on submit; the server's refusals stay beside their fields until
 * corrected. /login is every visitor's first page, so its form keeps to React state instead of the form layer
 * and react-hook-form (bench/README.md, benchmark 3).
 */
export function useLoginFields<V extends Values<V>>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<V>>({});
  // Read by the checks, which may run after a click (afterPointer), before React renders the latest state.
  const current = useRef({ values, problems });
  const latestRules = useRef(rules);
  useLayoutEffect(() => {
    latestRules.current = rules;
  });
  const inputs = useRef(new Map<keyof V & string, HTMLInputElement>());

  function show(next: Problems<V>) {
    current.current.problems = next;
    setProblems(next);
  }

  function check(name: keyof V & string) {
    const { [name]: shown, ...others } = current.current.problems;
    const problem = problemToShow(latestRules.current(current.current.values)[name], current.current.values[name], { wholeForm: false, shown: () => shown !== undefined });
    if (problem !== shown) show((problem ? { ...others, [name]: problem } : others) as Problems<V>);
  }

  function set<K extends keyof V & string>(name: K, value: V[K]) {
    current.current.values = { ...current.current.values, [name]: value };
    setValues(current.current.values);
    if (current.current.problems[name]) check(name);
  }

  return {
    values,
    problems,
    set,
    /** What a text input of the form needs: its value, its problem, its checks and its place for focus. */
    text(name: keyof V & string) {
      return {
        name,
        value: String(values[name] ?? ''),
        error: problems[name] ?? null,
        ref: (input: HTMLInputElement | null) => void (input ? inputs.current.set(name, input) : inputs.current.delete(name)),
        onBlur: () => afterPointer(() => check(name)),
      };
    },
    /** The server's refusals of single fields, each beside its field. */
    refuse(refusals: Readonly<Record<string, string>>) {
      show({ ...current.current.problems, ...refusals });
    },
    clear() {
      show({});
    },
    /** Checks every field, blank ones too; moves the focus to the first field in trouble. */
    checkAll(): boolean {
      const all = latestRules.current(current.current.values);
      const found = Object.fromEntries(Object.entries(all).filter(([, problem]) => problem)) as Problems<V>;
      show(found);
      const first = [...inputs.current].find(([name]) => found[name]);
      first?.[1].focus();
      return first === undefined && Object.keys(found).length === 0;
    },
  };
}
