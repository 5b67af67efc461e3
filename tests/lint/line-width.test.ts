import { describe, expect, it } from 'vitest';
import { measuredLength, tooLong, WIDTH } from '../../site/scripts/line-width.mjs';

const over = 'x'.repeat(WIDTH + 1);
const string = `"${'y'.repeat(WIDTH)}"`;

describe('the width rule for the files ESLint does not read', () => {
  it.each([
    ['a comment past the width', `# ${over}`, 'site/scripts/test-all.sh', WIDTH + 3],
    ['a line at the width', 'x'.repeat(WIDTH), 'README.md', WIDTH],
    ['prose past the width', over, 'docs/stack.md', WIDTH + 1],
    ['a string on a line of its own', `  text: ${string}`, 'compose.yaml', 8],
    ['a string with more than fits beside it', `${'z'.repeat(WIDTH)} ${string}`, 'compose.yaml', WIDTH + 1],
    ['a Markdown table row', `| ${over} |`, 'README.md', 0],
    ['a table row outside Markdown', `| ${over} |`, 'site/scripts/test-all.sh', WIDTH + 5],
  ])('%s', (_, line, file, length) => {
    expect(measuredLength(line, file)).toBe(length);
  });

  it('names the file and line of each line past the width, and leaves code and generated files to their own checks', () => {
    const files = { 'notes/a.md': `ok\n${over}\n`, 'site/x.ts': over, 'brands/generated/hosts.ts': over };
    expect(tooLong(Object.keys(files), (file: string) => files[file as keyof typeof files])).toEqual([
      `notes/a.md:2: ${WIDTH + 1} characters`,
    ]);
  });
});
