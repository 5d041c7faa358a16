// Production builds resolve `relay-runtime` here (client/vite.config.ts). The package's index requires
// every module it has — updatable proxies, experimental fragment observers, the legacy containers'
// resolver, the response cache, fetchQuery_DEPRECATED… — and CommonJS cannot be tree-shaken, so the
// login page downloaded them all. This index names, from the same modules, what react-relay's hooks
// and the client read at run time; `client/src/relay/relayBuild.test.ts` checks that every such name is here and is the
// package's own value. Tests and development use the whole package.
'use strict';

const ConnectionHandler = require('relay-runtime/lib/handlers/connection/ConnectionHandler.js');
const ConnectionInterface = require('relay-runtime/lib/handlers/connection/ConnectionInterface.js');
const commitLocalUpdate = require('relay-runtime/lib/mutations/commitLocalUpdate.js');
const commitMutation = require('relay-runtime/lib/mutations/commitMutation.js');
const RelayNetwork = require('relay-runtime/lib/network/RelayNetwork.js');
const RelayObservable = require('relay-runtime/lib/network/RelayObservable.js');
const fetchQuery = require('relay-runtime/lib/query/fetchQuery.js');
const fetchQueryInternal = require('relay-runtime/lib/query/fetchQueryInternal.js');
const GraphQLTag = require('relay-runtime/lib/query/GraphQLTag.js');
const PreloadableQueryRegistry = require('relay-runtime/lib/query/PreloadableQueryRegistry.js');
const createRelayContext = require('relay-runtime/lib/store/createRelayContext.js');
const createRelayLoggingContext = require('relay-runtime/lib/store/createRelayLoggingContext.js');
const RelayConcreteVariables = require('relay-runtime/lib/store/RelayConcreteVariables.js');
const RelayModernEnvironment = require('relay-runtime/lib/store/RelayModernEnvironment.js');
const RelayModernOperationDescriptor = require('relay-runtime/lib/store/RelayModernOperationDescriptor.js');
const RelayModernRecord = require('relay-runtime/lib/store/RelayModernRecord.js');
const RelayModernSelector = require('relay-runtime/lib/store/RelayModernSelector.js');
const RelayModernStore = require('relay-runtime/lib/store/RelayModernStore.js');
const RelayOperationTracker = require('relay-runtime/lib/store/RelayOperationTracker.js');
const RelayRecordSource = require('relay-runtime/lib/store/RelayRecordSource.js');
const RelayStoreUtils = require('relay-runtime/lib/store/RelayStoreUtils.js');
const readInlineData = require('relay-runtime/lib/store/readInlineData.js');
const requestSubscription = require('relay-runtime/lib/subscription/requestSubscription.js');
const getFragmentIdentifier = require('relay-runtime/lib/util/getFragmentIdentifier.js');
const getPaginationMetadata = require('relay-runtime/lib/util/getPaginationMetadata.js');
const getPaginationVariables = require('relay-runtime/lib/util/getPaginationVariables.js');
const getPendingOperationsForFragment = require('relay-runtime/lib/util/getPendingOperationsForFragment.js');
const getRefetchMetadata = require('relay-runtime/lib/util/getRefetchMetadata.js');
const getRequestIdentifier = require('relay-runtime/lib/util/getRequestIdentifier.js');
const getValueAtPath = require('relay-runtime/lib/util/getValueAtPath.js');
const { handlePotentialSnapshotErrors } = require('relay-runtime/lib/util/handlePotentialSnapshotErrors.js');
const isPromise = require('relay-runtime/lib/util/isPromise.js');
const recycleNodesInto = require('relay-runtime/lib/util/recycleNodesInto.js');
const RelayFeatureFlags = require('relay-runtime/lib/util/RelayFeatureFlags.js');
const RelayReplaySubject = require('relay-runtime/lib/util/RelayReplaySubject.js');

module.exports = {
  ConnectionHandler,
  ConnectionInterface,
  Environment: RelayModernEnvironment,
  ID_KEY: RelayStoreUtils.ID_KEY,
  Network: RelayNetwork,
  Observable: RelayObservable,
  PreloadableQueryRegistry,
  Record: RelayModernRecord,
  RecordSource: RelayRecordSource,
  RelayFeatureFlags,
  ReplaySubject: RelayReplaySubject,
  Store: RelayModernStore,
  areEqualSelectors: RelayModernSelector.areEqualSelectors,
  commitLocalUpdate,
  commitMutation,
  createOperationDescriptor: RelayModernOperationDescriptor.createOperationDescriptor,
  fetchQuery,
  getFragment: GraphQLTag.getFragment,
  getFragmentIdentifier,
  getPaginationMetadata,
  getPaginationVariables,
  getPendingOperationsForFragment,
  getRefetchMetadata,
  getRequest: GraphQLTag.getRequest,
  getRequestIdentifier,
  getSelector: RelayModernSelector.getSelector,
  getValueAtPath,
  getVariablesFromFragment: RelayModernSelector.getVariablesFromFragment,
  graphql: GraphQLTag.graphql,
  handlePotentialSnapshotErrors,
  isPromise,
  readInlineData,
  recycleNodesInto,
  requestSubscription,
  __internal: {
    OperationTracker: RelayOperationTracker,
    createRelayContext,
    createRelayLoggingContext,
    fetchQuery: fetchQueryInternal.fetchQuery,
    fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
    getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
    getOperationVariables: RelayConcreteVariables.getOperationVariables,
    getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
  },
};
