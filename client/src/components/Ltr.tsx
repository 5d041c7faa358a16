import type { ReactNode } from 'react';

/** Latin values (numbers, codes, addresses) keep their direction inside right-to-left text. */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="break-words">
      {children}
    </bdi>
  );
}
