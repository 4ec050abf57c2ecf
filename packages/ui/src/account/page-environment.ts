/** Where an account screen is and how it leaves the page: the browser's own, or a test's record of it. */
export interface PageEnvironment {
  pathname: string;
  search: string;
  navigate: (path: string) => void;
}

export function browserPageEnvironment(): PageEnvironment {
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    navigate: (path) => window.location.assign(path),
  };
}
