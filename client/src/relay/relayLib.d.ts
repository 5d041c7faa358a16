// The modules of react-relay's package that src/relay/screenHooks.ts imports directly: typed as the same hooks of
// `react-relay/hooks`.
declare module 'react-relay/lib/relay-hooks/usePaginationFragment.js' {
  export { usePaginationFragment as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/useRefetchableFragment.js' {
  export { useRefetchableFragment as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/useQueryLoader.js' {
  export { useQueryLoader as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/useSubscription.js' {
  export { useSubscription as default } from 'react-relay/hooks';
}
