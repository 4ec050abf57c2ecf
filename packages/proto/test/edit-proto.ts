import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Rewrites a .proto file of a throwaway copy of the contracts. An edit that changes nothing fails
 * the test at once: the case would otherwise pass for the wrong reason.
 */
export function editProtoFile(path: string, edit: (source: string) => string): void {
  const source = readFileSync(path, 'utf8');
  const edited = edit(source);
  expect(edited).not.toBe(source);
  writeFileSync(path, edited);
}
