// Production builds resolve `react-relay` and `react-relay/hooks` here (client/vite.config.ts): the hooks
// the client uses, from the package's own modules, without the entry points, lazy-load-query and
// experimental hooks its index requires (CommonJS, so the bundler cannot drop them itself). The hooks only
// screens use come from client/src/relay/screenHooks.ts instead. A name the client starts to import that is
// missing here fails the build (MISSING_EXPORT), never the page.
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery.js';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment.js';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation.js';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery.js';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';
export { fetchQuery, graphql } from 'relay-runtime';
