import { startApolloGateway } from '../apollo/startApolloGateway.ts';
import { startGateway } from '../server.ts';
import { describeContract } from './contractSuite.ts';

// One suite, two servers: the contract integrators rely on does not depend on which one runs it.
describeContract({
  name: 'GraphQL Yoga',
  async start(config) {
    const running = await startGateway(config);
    return { url: running.url, services: running.gateway.services, close: () => running.close() };
  },
});

describeContract({
  name: 'Apollo Server',
  async start(config) {
    const running = await startApolloGateway(config);
    return { url: running.url, services: running.gateway.services, close: () => running.close() };
  },
});
