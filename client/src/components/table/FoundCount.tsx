/** How many rows a search found, and how many of them are loaded while not all are; announced as it changes. */
export function FoundCount({ found, loaded, testId }: { found: string; loaded?: string | null; testId?: string }) {
  return (
    <p role="status" className="text-sm font-medium text-gray-800" data-testid={testId}>
      {found}
      {loaded ? <span className="text-gray-600"> · {loaded}</span> : null}
    </p>
  );
}
