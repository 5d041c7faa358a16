import { useEffect } from 'react';

/** The page's `<h1>`, also reflected in the document title (WCAG 2.4.2). */
export function PageTitle({ children, suffix }: { children: string; suffix?: string }) {
  useEffect(() => {
    document.title = suffix ? `${children} · ${suffix}` : children;
  }, [children, suffix]);
  return <h1 className="text-2xl font-semibold text-gray-900">{children}</h1>;
}
