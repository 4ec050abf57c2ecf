import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Thrown when the environment does not satisfy a service's schema; start-up must stop. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

// Values of these variables may hold passwords, so an error message never repeats them.
const SECRET_NAME = /URL|PASSWORD|SECRET|TOKEN|KEY/i;

function describeValue(name: string, value: string | undefined): string {
  if (value === undefined) return 'not set';
  if (SECRET_NAME.test(name)) return 'got a value that is hidden because it may hold a secret';
  return `got '${value}'`;
}

function describeIssue(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const name = issue.path.map(String).join('.') || '(environment)';
  const raw = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
  if (raw === undefined || raw === '') return `${name}: required, not set`;
  let reason = issue.message;
  if (issue.code === 'invalid_type')
    reason = `expected ${issue.expected === 'int' ? 'an integer' : `a ${issue.expected}`}`;
  return `${name}: ${reason}, ${describeValue(name, raw)}`;
}

/**
 * `<NAME>_FILE` names a file holding the value of `<NAME>` (Docker and Kubernetes secrets mounted
 * as files), for every variable of the schema. The file's content counts as the value, less one
 * trailing newline; naming both, or a file that cannot be read, is an error at start.
 */
function valuesFromFiles(names: string[], present: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const name of names) {
    const file = present[`${name}_FILE`];
    if (file === undefined) continue;
    if (present[name] !== undefined) {
      problems.push(`${name}: set either ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      present[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
    }
  }
  return problems;
}

/**
 * Parses the environment with a service's zod schema. Empty variables count as unset, so
 * `FOO=` in a shell or a manifest falls back to the default instead of failing as ''. Any
 * variable may come from a file instead (`<NAME>_FILE`).
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && value !== '') present[name] = value;
  const fileProblems = valuesFromFiles(Object.keys(schema.shape), present);
  if (fileProblems.length > 0) throw new ConfigError(fileProblems);
  const result = schema.safeParse(present);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => describeIssue(issue, present)));
  return result.data;
}
