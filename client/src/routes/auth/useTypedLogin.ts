import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** 000 §4: the login page's views start from the login typed in another, so each form tells the page what is typed in its own. */
export function useTypedLogin<V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>, onChange: (value: string) => void) {
  useEffect(() => {
    const typing = form.watch((_, { name: changed }) => {
      if (changed === name) onChange(String(form.getValues(name) ?? ''));
    });
    return () => typing.unsubscribe();
  }, [form, name, onChange]);
}
