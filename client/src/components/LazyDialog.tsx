import { type ComponentProps, Suspense, lazy } from 'react';

const Dialog = lazy(() => import('./Dialog').then((module) => ({ default: module.Dialog })));

/** A Dialog whose code (focus trap, portal, transitions) loads only when it first opens. */
export function LazyDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
