/**
 * The page's one copy of React. Remotes are built without React (frontends/rspack.remote.mjs)
 * and ask for it through this global function, so however many remotes a page mounts, React is
 * downloaded once, and only when one of them first renders something with it. These are lazy
 * chunks of the shell: the shell's own entry stays React-free.
 */
const SHARED_MODULES: Readonly<Record<string, () => Promise<unknown>>> = {
  react: () => import(/* webpackChunkName: "react" */ 'react'),
  'react/jsx-runtime': () => import(/* webpackChunkName: "react" */ 'react/jsx-runtime'),
  'react-dom': () => import(/* webpackChunkName: "react-dom" */ 'react-dom'),
  'react-dom/client': () => import(/* webpackChunkName: "react-dom" */ 'react-dom/client'),
};

export type SharedModules = (request: string) => Promise<unknown>;

/** Puts the function remotes ask for React with on `target` (globalThis) under `name`. */
export function offerSharedModules(target: object, name: string): void {
  (target as Record<string, SharedModules>)[name] = (request) => {
    const load = SHARED_MODULES[request];
    return load ? load() : Promise.reject(new Error(`the shell offers no shared module "${request}"`));
  };
}
