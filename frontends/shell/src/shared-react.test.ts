import { describe, expect, it } from '@jest/globals';
import { offerSharedModules, type SharedModules } from './shared-react';

function offered(): SharedModules {
  const target: Record<string, SharedModules> = {};
  offerSharedModules(target, '__shared');
  return target.__shared;
}

describe('offerSharedModules', () => {
  it('hands out every React module a remote imports, one copy each however often asked', async () => {
    const shared = offered();
    const react = (await shared('react')) as typeof import('react');
    expect(typeof react.createElement).toBe('function');
    // the same React each time (its namespace object may be a new wrapper)
    expect(((await shared('react')) as typeof import('react')).useState).toBe(react.useState);
    const client = (await shared('react-dom/client')) as typeof import('react-dom/client');
    expect(typeof client.createRoot).toBe('function');
    const dom = (await shared('react-dom')) as typeof import('react-dom');
    expect(typeof dom.createPortal).toBe('function');
    const jsx = (await shared('react/jsx-runtime')) as typeof import('react/jsx-runtime');
    expect(typeof jsx.jsx).toBe('function');
  });

  it('refuses a module it does not offer, naming it', async () => {
    await expect(offered()('react-dom/server')).rejects.toThrow('the shell offers no shared module "react-dom/server"');
  });
});
