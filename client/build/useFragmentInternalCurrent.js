// Production builds resolve react-relay's `./useFragmentInternal_CURRENT` here (client/vite.config.ts).
// react-relay's useFragment runs `useFragmentInternal_EXPERIMENTAL` while
// `RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY` is on — relay-runtime's default, which the client never
// changes (`client/src/relay/relayBuild.test.ts` checks both) — so the other implementation would only be
// downloaded, never run.
'use strict';

module.exports = function useFragmentInternalCurrent() {
  throw new Error('Relay: RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY was turned off; the production build left out the hook it needs.');
};
