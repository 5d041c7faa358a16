import type { ReactNode } from 'react';

/** Keeps a code, day or amount on one line in a narrow column ("DM-000001", "74.55 €"). */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}
