/** Suspense fallback of a route, or of a part of a screen waiting for its own data (a tab's list): a quiet placeholder. */
export function RouteFallback() {
  return (
    <div className="animate-pulse space-y-4 p-6" aria-hidden="true">
      <div className="h-8 w-1/3 rounded bg-gray-200" />
      <div className="h-4 w-2/3 rounded bg-gray-200" />
      <div className="h-4 w-1/2 rounded bg-gray-200" />
    </div>
  );
}
