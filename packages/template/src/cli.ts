#!/usr/bin/env node
import * as fs from 'fs';
import { renderTemplate } from './index';

const USAGE = `usage: storefront-template render --template FILE --json FILE [--partials FILE] [--locale L]
  [--now EPOCH_MS] [--no-expr] [--no-include]

Prints the rendered output on stdout and each error as "type: message" on stderr.
Exit status: 0 rendered (even with template errors), 1 bad usage or unreadable input.`;

interface CliArgs {
  template: string;
  json?: string;
  partials?: string;
  locale?: string;
  now?: number;
  enableExpr: boolean;
  enableInclude: boolean;
}

export function parseArgs(argv: string[]): CliArgs | string {
  if (argv[0] !== 'render') return USAGE;
  const out: Partial<CliArgs> = { enableExpr: true, enableInclude: true };
  for (let i = 1; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    switch (flag) {
      case '--template':
      case '--json':
      case '--partials':
      case '--locale':
        if (value === undefined) return `${flag} needs a value\n\n${USAGE}`;
        out[flag.slice(2) as 'template' | 'json' | 'partials' | 'locale'] = value;
        i++;
        break;
      case '--now':
        if (value === undefined || !/^-?\d+$/.test(value)) return `--now needs epoch milliseconds\n\n${USAGE}`;
        out.now = Number(value);
        i++;
        break;
      case '--no-expr':
        out.enableExpr = false;
        break;
      case '--no-include':
        out.enableInclude = false;
        break;
      default:
        return `unknown argument '${flag}'\n\n${USAGE}`;
    }
  }
  if (!out.template) return `--template is required\n\n${USAGE}`;
  return out as CliArgs;
}

function readJson(file: string, what: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Error(`${what} file ${file} is not valid JSON: ${(e as Error).message}`);
  }
}

export function main(argv: string[]): number {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(args + '\n');
    return 1;
  }
  let template: string;
  let json: unknown = {};
  let partials: Record<string, string> | undefined;
  try {
    template = fs.readFileSync(args.template, 'utf8');
    if (args.json) json = readJson(args.json, '--json');
    if (args.partials) partials = readJson(args.partials, '--partials') as Record<string, string>;
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 1;
  }
  const { output, errors } = renderTemplate({
    template,
    json,
    partials,
    locale: args.locale,
    now: args.now,
    enableExpr: args.enableExpr,
    enableInclude: args.enableInclude,
  });
  process.stdout.write(output);
  for (const e of errors) process.stderr.write(`${e.type}: ${e.message}\n`);
  return 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
