/**
 * Modules of the `app` chunk (see chunkGroups); their static imports join it too, so a module matched
 * here must be one every first page runs: `client/src/firstPage.test.ts` checks that each matched module is
 * reached from the entry without a dynamic import. The route tables of the customer and employee areas
 * and of the other public pages (router/customerRoutes.ts, router/employeeRoutes.ts, router/publicRoutes.ts) load on
 * the first navigation into one and stay out, as do
 * the helpers only screens use (i18n/isolate.ts, i18n/format.ts, router/viewerFeature.ts, router/ScreenLoadError.tsx). The
 * network layer's upload code (multipart body, XMLHttpRequest, progress) loads with the first upload,
 * its subscription transport (Server-Sent Events) with the first subscription, and the screens' mutation hook
 * (`useFormMutation`) with the first screen that runs one, Relay's list, loader and subscription hooks
 * (`screenHooks`) with the first screen that uses one.
 * The login page's identifier checks (shared/contacts.ts, components/inputs/contactRules.ts), its stored login
 * (lib/loginStorage.ts), server texts and field check timing join it rather than becoming requests of their own.
 */
export const appCore =
  /shared[\\/]contacts\.ts$|client[\\/]src[\\/](i18n[\\/](?!isolate|format)|router[\\/](?!employeeRoutes|customerRoutes|publicRoutes|ScreenLoadError|viewerFeature)|relay[\\/](?!uploadRequest|multipartBody|uploadProgress|useUploadProgress|subscribeGraphQL|eventStream|useFormMutation|screenHooks)|notifications[\\/]|serviceWorker[\\/]|components[\\/](Button|TextField|PasswordField|CheckboxField|PageTitle|EmptyState|RouteFallback|Loader|SkipLink|NotificationList|focusRing|timing|inputs[\\/](useCountdown|contactRules))\.tsx?$|features[\\/]payments[\\/]paymentEvents\.ts$|forms[\\/]afterPointer\.ts$|lib[\\/]loginStorage\.ts$|routes[\\/]auth[\\/](loginSettings|useServerTexts)\.ts$)/;

/** The production build's chunk groups (client/vite.config.ts, build.rolldownOptions.output.codeSplitting). */
export const chunkGroups = [
  {
    // The libraries every page needs (client/vite.config.ts says why in one file).
    name: 'vendor',
    test: /(node_modules[\\/](react|react-dom|scheduler|relay-runtime|react-relay(?![\\/]lib[\\/]relay-hooks[\\/](usePaginationFragment|useLoadMoreFunction|getConnectionState|useIsOperationNodeActive|useRefetchableFragment|useQueryLoader|useSubscription))|fbjs|invariant|@babel[\\/]runtime|react-router|react-router-dom|cookie|set-cookie-parser)[\\/])|(client[\\/]build[\\/])/,
    priority: 2,
  },
  {
    // Relay's hooks for lists that page or refetch, query loaders and subscriptions (client/src/relay/screenHooks.ts):
    // the screens that use them load them, /login does not.
    name: 'vendor-relay-screens',
    test: /node_modules[\\/]react-relay[\\/]lib[\\/]relay-hooks[\\/](usePaginationFragment|useLoadMoreFunction|getConnectionState|useIsOperationNodeActive|useRefetchableFragment|useQueryLoader|useSubscription)/,
    priority: 2,
  },
  {
    // The app's own code every first page runs (shell, Relay environment, i18n, router, the
    // basic form controls), in one file beside the entry instead of some twenty small shared
    // chunks. Headless UI (dialogs, menus, listboxes) stays out: it loads with what uses it.
    name: 'app',
    test: appCore,
    priority: 1,
  },
  {
    // Headless UI's form controls and the react-aria interactions under them, shared by many
    // screens (not by /login): one file instead of a dozen small ones. Menus and dialogs
    // (floating positioning, focus traps) are not matched and stay with what opens them.
    name: 'vendor-forms',
    test: /node_modules[\\/]@headlessui[\\/]react[\\/]dist[\\/]components[\\/](field|label|description|select|input)[\\/]/,
  },
];
