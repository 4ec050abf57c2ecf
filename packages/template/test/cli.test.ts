import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { main } from '../src/cli';

/** The CLI reads files, prints the output on stdout and each error on stderr. */
describe('storefront-template render', () => {
  let dir: string;
  let stdout: string;
  let stderr: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'template-cli-'));
    stdout = stderr = '';
    jest.spyOn(process.stdout, 'write').mockImplementation((s) => ((stdout += String(s)), true));
    jest.spyOn(process.stderr, 'write').mockImplementation((s) => ((stderr += String(s)), true));
  });

  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const file = (name: string, text: string) => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, text);
    return p;
  };

  test('renders a template with data, partials and locale', () => {
    const t = file('t.html', '{.section item}{title|html} {@|apply tag}{.end} {n|decimal}{x|nope}');
    const j = file('j.json', JSON.stringify({ item: { title: '<Shirt>' }, n: 1234.5 }));
    const p = file('p.json', JSON.stringify({ tag: '[{title}]' }));
    expect(main(['render', '--template', t, '--json', j, '--partials', p, '--locale', 'de-DE'])).toBe(0);
    expect(stdout).toBe('&lt;Shirt&gt; [<Shirt>] 1.234,5{x|nope}');
    expect(stderr).toBe("parser: Formatter 'nope' is unknown\n");
  });

  test('bad usage and unreadable input exit 1 with a message', () => {
    expect(main([])).toBe(1);
    expect(stderr).toMatch(/^usage: storefront-template render/);
    stderr = '';
    expect(main(['render', '--json', 'x.json'])).toBe(1);
    expect(stderr).toMatch(/--template is required/);
    stderr = '';
    expect(main(['render', '--template', path.join(dir, 'missing.html')])).toBe(1);
    expect(stderr).toMatch(/ENOENT/);
    stderr = '';
    const bad = file('bad.json', '{not json');
    expect(main(['render', '--template', file('t.html', 'x'), '--json', bad])).toBe(1);
    expect(stderr).toMatch(/--json file .* is not valid JSON/);
  });
});
