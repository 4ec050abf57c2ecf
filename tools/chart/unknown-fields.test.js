const { describe, expect, it } = require('@jest/globals');
const { readKubernetesApi } = require('./kubernetes-api');
const { objectProblems } = require('./rendered-objects');

/** What the chart renders for a gRPC service, cut down: the fields an unknown-field check must walk through. */
function deployment(container) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'shop-storefront-cart', labels: { 'app.kubernetes.io/component': 'cart' } },
    spec: {
      replicas: 2,
      selector: { matchLabels: { 'app.kubernetes.io/component': 'cart' } },
      template: {
        metadata: { labels: { 'app.kubernetes.io/component': 'cart' }, annotations: { 'prometheus.io/port': '9464' } },
        spec: {
          securityContext: { runAsNonRoot: true, runAsUser: 10001, seccompProfile: { type: 'RuntimeDefault' } },
          containers: [
            {
              name: 'cart',
              image: 'storefront/cart:0.1.0',
              ports: [{ name: 'grpc', containerPort: 50052 }],
              readinessProbe: { grpc: { port: 50052, service: 'storefront.cart.v1.CartService' } },
              resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { cpu: '1', memory: '256Mi' } },
              ...container,
            },
          ],
        },
      },
    },
  };
}

describe('rendered objects against the Kubernetes 1.31 API', () => {
  // read once: the API's field tree comes from a 1 MB declaration file
  const api = readKubernetesApi();

  it('accepts a valid Deployment', () => {
    expect(objectProblems(deployment({}), api)).toEqual([]);
  });

  it('refuses a field the API does not define, by its path, though its type checks pass', () => {
    expect(objectProblems(deployment({ resource: { limits: { cpu: '1' } } }), api)).toEqual([
      'Deployment/shop-storefront-cart: spec.template.spec.containers[0].resource: unknown field',
    ]);
  });

  it('refuses a field of a newer Kubernetes than 1.31 (a container stopSignal, from 1.33)', () => {
    expect(objectProblems(deployment({ lifecycle: { stopSignal: 'SIGTERM' } }), api)).toEqual([
      'Deployment/shop-storefront-cart: spec.template.spec.containers[0].lifecycle.stopSignal: unknown field',
    ]);
  });

  it('refuses a value of the wrong type and a kind the API does not have', () => {
    const [wrongType] = objectProblems(deployment({ ports: [{ name: 'grpc', containerPort: '50052' }] }), api);
    expect(wrongType).toMatch(/containers\/0\/ports\/0\/containerPort must be integer/);
    expect(objectProblems({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } }, api)).toEqual([
      'Deploymnet/x: apps/v1 Deploymnet: not a kind of the Kubernetes API',
    ]);
  });
});
