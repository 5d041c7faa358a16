// The Relay hooks only screens use — lists that page or refetch, query loaders, subscriptions — from the package's
// own modules rather than `react-relay/hooks`, which production builds resolve to the trimmed index every page
// loads (client/build/reactRelayHooks.js): so they and what they need ship in a chunk of their own
// (client/build/chunkGroups.ts), loaded by the screens that use them, not by /login.
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
export { default as useQueryLoader } from 'react-relay/lib/relay-hooks/useQueryLoader.js';
export { default as useRefetchableFragment } from 'react-relay/lib/relay-hooks/useRefetchableFragment.js';
export { default as useSubscription } from 'react-relay/lib/relay-hooks/useSubscription.js';
