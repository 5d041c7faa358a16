/** Suspense fallback of a route: a quiet placeholder while its data and texts arrive. */
export function RouteFallback() {
  return (
    <div className="animate-pulse space-y-4 p-6" aria-hidden="true">
      <div className="h-8 w-1/3 rounded bg-gray-200" />
      <div className="h-4 w-2/3 rounded bg-gray-200" />
      <div className="h-4 w-1/2 rounded bg-gray-200" />
    </div>
  );
}
