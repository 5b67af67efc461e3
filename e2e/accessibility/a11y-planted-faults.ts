// The accessibility stage's own test: faults planted in a copy of the content and the themes, each on one page of one
// brand that the clean run covers by its class only (docs/adr/0034), must fail the stage and be named on their page.
// The clean tree's plan over the same brands first proves the planted pages are not checked directly (that they pass
// without the faults is the full run's, just before); then the copy is built, served and checked. Removes the copy,
// its servers and its files whatever happens. Part of the accessibility stage (site/scripts/test-all.sh), after
// e2e/accessibility/a11y-axe.ts and its build.
// Usage: APP_ENV=test npx tsx e2e/accessibility/a11y-planted-faults.ts [--prepare <dir> | --prepared <dir>]
//   --prepare <dir> only makes the copy in <dir> (an empty folder), plants the faults and builds it, so that `npm test`
//   builds it beside the site's own build; --prepared <dir> then checks that copy, and removes <dir> whatever happens.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as ServerModule from '../../site/scripts/server.mjs';
import { REGION_COUNTERPARTS } from '../../domain/region-notice.ts';
import { a11yPageKeys, a11yVisits } from './a11y-pages.ts';
import { BRANDS as FLEET_BRANDS, ROUTES } from '../support/fleet.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * Three nl papers of one kind (informal): their pages share classes, so in the clean run bd's pages are checked
 * directly and nearly all of pz's and ed's are covered by bd's checks (their class), the pages the faults go on.
 */
const BRANDS = ['bd', 'pz', 'ed'];
/** The brand whose theme gets a colour with too little contrast, and the brand whose content gets the other faults. */
const THEME_BRAND = 'ed';
const CONTENT_BRAND = 'pz';
const STORIES = path.join('stand-ins', 'content', 'stories', CONTENT_BRAND);

interface Fault {
  readonly name: string;
  /** The page key (e2e/accessibility/a11y-pages.ts pageKey) the fault is planted on. */
  readonly page: string;
  /** The rules (axe's ids, or HTML_CodeSniffer's codes as `htmlcs:<code>`) that name the fault: any one of them. */
  readonly rules: RegExp;
  /** Plants the fault in the copy. */
  readonly plant: (copy: string) => void;
}

type Json = Record<string, unknown> & { body?: Json[] };
/** A story file of the copy's CDN stand-in (stand-ins/storyblok-cdn/server.ts reads them from stand-ins/content/). */
function editStory(copy: string, name: string, edit: (content: Json) => void) {
  const file = path.join(copy, STORIES, `${name}.json`);
  const story = JSON.parse(readFileSync(file, 'utf8')) as { story: { content: Json } };
  edit(story.story.content);
  writeFileSync(file, `${JSON.stringify(story, null, 2)}\n`);
}
/** Replaces one exact text in a file of the copy; fails when the text is not there (the source moved on). */
function replaceIn(copy: string, file: string, from: string, to: string) {
  const full = path.join(copy, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer holds the text a fault is planted at: ${from}`);
  writeFileSync(full, text.replace(from, to));
}
const bodyOf = (content: Json) => content.body ?? [];

const NO_ALT = 'planted: no alt';
const CLOSED_UID = `${CONTENT_BRAND}-home-customer-service`;

const FAULTS: readonly Fault[] = [
  {
    name: "an image without alt in one brand's story",
    page: `${CONTENT_BRAND} /digitaal default 412`,
    rules: /^(image-alt|htmlcs:.*\.H37)$/,
    plant: (copy) => {
      // BlockImage (blocks/shared/block-image.tsx) always writes alt (empty for a decorative image), so no story can
      // leave it out: the copy's component drops it for one marked text, and the story carries that text.
      replaceIn(
        copy,
        'blocks/shared/block-image.tsx',
        'return <img {...props} style={undefined} />;',
        `return <img {...props} alt={props.alt === '${NO_ALT}' ? undefined : props.alt} style={undefined} />;`,
      );
      editStory(copy, 'digitaal', (content) => {
        const image = { component: 'image', _uid: 'planted-image', image: { filename: '/planted.png', alt: NO_ALT } };
        bodyOf(content).splice(1, 0, image);
      });
    },
  },
  {
    name: "a link with no name in one brand's story",
    page: `${CONTENT_BRAND} /studenten default 412`,
    rules: /^(link-name|htmlcs:.*\.H30\..*|htmlcs:.*\.H91\..*)$/,
    plant: (copy) =>
      editStory(copy, 'studenten', (content) => {
        const text = bodyOf(content).find((block) => block.component === 'rich-text')?.text as { content: Json[] };
        const link = { type: 'link', attrs: { href: 'digitaal', linktype: 'story' } };
        text.content.push({ type: 'paragraph', content: [{ type: 'text', text: ' ', marks: [link] }] });
      }),
  },
  {
    name: 'a theme colour with too little contrast on one brand',
    page: `${THEME_BRAND} /bestellen default 412`,
    rules: /^(color-contrast|htmlcs:.*\.G18\..*)$/,
    // Secondary text a light grey on white (2.6:1): the registry refuses it in a theme.yaml (shop generate checks
    // contrast), so it goes into the copy's generated table, and the copy's build skips the check that the table
    // matches the YAML: a theme that slipped past the registry, as the site would serve it.
    plant: (copy) => {
      replaceIn(copy, 'site/scripts/server.mjs', "[path.join(ROOT, 'cli/bin/shop.mjs'), 'generate', '--check'],", '');
      const file = path.join(copy, 'brands/generated/themes.ts');
      const table = readFileSync(file, 'utf8');
      const brand = table.indexOf(`"${THEME_BRAND}": {`);
      const token = table.indexOf('"textMuted": ', brand);
      if (brand < 0 || token < 0) throw new Error(`brands/generated/themes.ts holds no textMuted for ${THEME_BRAND}`);
      const end = table.indexOf(',', token);
      writeFileSync(file, `${table.slice(0, token)}"textMuted": "#a0a0a0"${table.slice(end)}`);
    },
  },
  {
    name: 'a focusable element in one state (the customer service closed)',
    page: `${CONTENT_BRAND} / widget-closed 412`,
    rules: /^aria-hidden-focus$/,
    // The widget is the component's markup, not the story's (blocks/customer-service/customer-service.tsx): the
    // copy's component adds, on one block of one story, a link inside aria-hidden shown only while closed.
    plant: (copy) =>
      replaceIn(
        copy,
        'blocks/customer-service/customer-service.tsx',
        '<ServiceStatus data={data}',
        `{block._uid === '${CLOSED_UID}' && (
          <p className={clockCss.whenClosed} aria-hidden="true"><a href="/">Terugbellen</a></p>
        )}
        <ServiceStatus data={data}`,
      ),
  },
  {
    name: "a duplicated id in one brand's story",
    page: `${CONTENT_BRAND} /zakelijk default 412`,
    rules: /^(htmlcs:.*\.F77|duplicate-id.*)$/,
    // The widget's ids come from its block's _uid (blocks/customer-service/resolver.ts): the same block twice.
    plant: (copy) =>
      editStory(copy, 'zakelijk', (content) => {
        const widget = bodyOf(content).find((block) => block.component === 'customer-service');
        bodyOf(content).push(structuredClone(widget!));
      }),
  },
];

function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed in ${cwd}`);
}

/** The files git tracks or would track (as they are in the working tree), brands/generated, node_modules linked. */
function copyTree(into: string) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = [...listed.stdout.split('\0').filter(Boolean), 'brands/generated'];
  for (const file of files) {
    const from = path.join(ROOT, file);
    // Deleted in the working tree but still tracked; and symbolic links (none expected) kept as they are.
    if (!existsSync(from) || lstatSync(from).isSymbolicLink()) continue;
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    cpSync(from, path.join(into, file), { recursive: true });
  }
  // Hard links, not a symbolic link: Turbopack resolves nothing outside its root (next.config.mjs turbopack.root), and
  // a link out of the copy leaves it without `next`. The same files, so a few seconds; the build writes only new ones.
  const linked = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(into, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`linking node_modules into the copy failed: ${linked.stderr}`);
}

/**
 * A subset run of `tree`'s e2e/accessibility/a11y-axe.ts against a server it started; its exit code, checked pages and
 * results. `planOnly`: the pages it would check in the browser, from the server's HTML, and no results (it checks
 * none).
 */
async function axeRun(tree: string, label: string, { planOnly = false } = {}) {
  const { startServer } = (await import(path.join(tree, 'site/scripts/server.mjs'))) as typeof ServerModule;
  const checkedFile = path.join(tree === ROOT ? scratch : tree, `checked-${label}.json`);
  const resultsFile = path.join(tree === ROOT ? scratch : tree, `results-${label}.json`);
  const server = await startServer({ appEnv: 'test', stdio: 'ignore' });
  servers.push(server);
  try {
    // The developer settings the run needs are refused under CI (site/scripts/narrowing.mjs): this is no narrowing of
    // the stage, which ran in full before, so the child runs without CI.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      APP_ENV: 'test',
      A11Y_AXE_BRANDS: BRANDS.join(','),
      A11Y_BASE_PORT: String(server.port),
      A11Y_AXE_CHECKED: checkedFile,
      ...(planOnly ? { A11Y_AXE_PLAN_ONLY: '1' } : { A11Y_AXE_RESULTS: resultsFile }),
    };
    delete env.CI;
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['e2e/accessibility/a11y-axe.ts'], {
      cwd: tree,
      env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const lines = output.split('\n');
    // The run's summary, and what it found or could not reach (a line and the two after it).
    const summary = lines.flatMap((line, at) =>
      /^axe[: ]/.test(line) ? [line] : /^✗ /.test(line) ? lines.slice(at, at + 3) : [],
    );
    console.log(`  ${label} ${planOnly ? 'plan' : 'run'}: exit ${code}\n    ${summary.join('\n    ')}`);
    const wrote = planOnly ? checkedFile : resultsFile;
    if (!existsSync(wrote)) throw new Error(`the ${label} run wrote no ${path.basename(wrote)}:\n${output}`);
    return {
      code,
      output,
      checked: new Set(JSON.parse(readFileSync(checkedFile, 'utf8')) as string[]),
      results: planOnly ? {} : (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, string[]>),
    };
  } finally {
    await server.stop();
    servers.splice(servers.indexOf(server), 1);
  }
}

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;
const started = Date.now();
const [mode, given] = process.argv.slice(2);
if (mode !== undefined && (!['--prepare', '--prepared'].includes(mode) || !given))
  throw new Error('usage: a11y-planted-faults.ts [--prepare <dir> | --prepared <dir>]');
const scratch = given ? path.resolve(given) : mkdtempSync(path.join(tmpdir(), 'a11y-planted-'));
const copy = path.join(scratch, 'tree');

/** The copy of this tree with the faults planted, built (the standalone artifact, as the site's own build). */
function prepareCopy() {
  let since = Date.now();
  mkdirSync(copy);
  copyTree(copy);
  for (const fault of FAULTS) fault.plant(copy);
  console.log(`  copy made and ${FAULTS.length} faults planted in ${seconds(since)}; building the copy`);
  since = Date.now();
  run(copy, process.execPath, [
    '--input-type=module',
    '-e',
    "import('./site/scripts/server.mjs').then((m) => m.build({ quiet: true }))",
  ]);
  console.log(`  copy built in ${seconds(since)}`);
}

if (mode === '--prepare') {
  try {
    prepareCopy();
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    console.error(`planted faults: the copy could not be prepared: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  process.exit(0);
}
if (mode === '--prepared' && !existsSync(path.join(copy, 'site/.next/standalone')))
  throw new Error(`${copy} holds no built copy: make it first with --prepare ${given}`);
const servers: { stop: () => Promise<void> }[] = [];
const problems: string[] = [];
let caught = 0;
const stopAll = () => Promise.all(servers.map((server) => server.stop()));
const exit = (code: number) => process.exit(code);
const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().finally(() => (removeScratch(), exit(1))));

try {
  // The clean tree's pages of these brands passed the stage's full run just before (site/scripts/test-all.sh): its plan
  // alone shows the faults' pages are covered by their class, not checked directly.
  console.log(`planted faults: the clean plan of brands ${BRANDS.join(', ')} (this tree's build)`);
  const clean = await axeRun(ROOT, 'clean', { planOnly: true });
  if (clean.code !== 0) problems.push(`the clean plan failed (exit ${clean.code}):\n${clean.output}`);
  const pages = new Set(
    a11yPageKeys(a11yVisits({ brands: FLEET_BRANDS, routes: ROUTES, regionNotice: REGION_COUNTERPARTS })),
  );
  for (const fault of FAULTS) {
    if (clean.checked.has(fault.page))
      problems.push(`${fault.name}: ${fault.page} is checked directly in the clean run`);
    if (!pages.has(fault.page)) problems.push(`${fault.name}: ${fault.page} is no page of the stage`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));

  if (mode === '--prepared') console.log(`  the copy was made, planted and built beforehand in ${copy}`);
  else prepareCopy();

  const planted = await axeRun(copy, 'planted');
  if (planted.code !== 1) problems.push(`the run with the faults exited ${planted.code}, not 1`);
  console.log('');
  for (const fault of FAULTS) {
    const rules = (planted.results[fault.page] ?? []).filter((rule) => fault.rules.test(rule));
    const elsewhere = Object.entries(planted.results).filter(([, found]) => found.some((r) => fault.rules.test(r)));
    if (rules.length === 0) {
      problems.push(`${fault.name}: not reported on ${fault.page} (${fault.rules})`);
      const other =
        elsewhere
          .map(([key]) => key)
          .slice(0, 8)
          .join('; ') || 'none';
      console.log(`✗ ${fault.name}: ${fault.page} NOT CAUGHT (${fault.rules} found on: ${other})`);
      continue;
    }
    caught += 1;
    const how = planted.checked.has(fault.page) ? 'checked directly' : "by its class's check";
    console.log(`✓ ${fault.name}: ${fault.page} ${rules.join(', ')} (${how}; on ${elsewhere.length} pages in all)`);
  }
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await stopAll();
  removeScratch();
}
console.log(`\nplanted faults: ${caught} of ${FAULTS.length} caught in ${seconds(started)}`);
if (problems.length > 0) {
  console.error(`planted faults: the accessibility stage missed something:\n${problems.join('\n')}`);
  exit(1);
}
