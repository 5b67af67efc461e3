import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_SETTING_KINDS } from '../../site/production-settings.ts';

/*
 * The README fits on two screens: what the site is, the two commands, the development loop and where to read next.
 * Everything else is in a document of its own under docs/, each linked from it, and the settings page names every
 * setting production is given (site/production-settings.ts), as the README's settings table once did.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const readme = read('README.md');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the README (README.md)', () => {
  it('fits on two screens', () => {
    expect(words(readme)).toBeLessThanOrEqual(450);
    expect(readme.split('\n').length).toBeLessThanOrEqual(60);
  });

  it('gives the two commands, npm test being what CI runs, and the development loop under them', () => {
    expect(readme).toMatch(/^```bash\nnpm start +# .+\nnpm test +# .+\n```\n\nDeveloping: `npm run dev`/m);
    expect(readme).toContain('`npm run test:watch`');
    expect(readme).toContain('`.env.example`');
    expect(read('.ci/run')).toMatch(/^npm test$/m);
  });

  it('links every document under docs/, the rules and the decisions by their indexes', () => {
    const pages = [
      ...readdirSync(path.join(ROOT, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`),
      'docs/rules/README.md',
      'docs/adr/README.md',
    ];
    const linked = new Set([...readme.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)].map((match) => match[1]));
    expect(pages.length).toBeGreaterThan(8);
    expect(pages.filter((page) => !linked.has(page))).toEqual([]);
  });
});

describe('the settings page (docs/settings.md)', () => {
  it('names every setting production is given', () => {
    const settings = read('docs/settings.md');
    const names = Object.keys(PRODUCTION_SETTING_KINDS);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !new RegExp(`\`${name}[\`=]`).test(settings))).toEqual([]);
  });
});
