import { Command, CommanderError, Option } from 'commander';
import { brandAddCommand } from './commands/brand-add.ts';
import { brandListCommand } from './commands/brand-list.ts';
import { contentSeedCommand } from './commands/content-seed.ts';
import { DEFAULT_GALLERY_DIR, galleryCommand } from './commands/gallery.ts';
import { generateCommand } from './commands/generate.ts';
import { DEFAULT_BRANDS_DIR, UsageError } from './commands/shared.ts';
import { DEFAULT_COMPONENTS_FILE, storyblokComponentsCommand } from './commands/storyblok-components.ts';
import { storyblokMigrateCommand, type MigrateCommandOptions } from './commands/storyblok-migrate.ts';
import { DEFAULT_CONTENT_DIR, storyblokPullCommand, storyblokPushCommand } from './commands/storyblok-sync.ts';
import { DEFAULT_CHANGE_THRESHOLD } from './gallery/compare.ts';
import { validateCommand } from './commands/validate.ts';

const brandsOption = () =>
  new Option('--brands <dir>', 'the brands folder').default(DEFAULT_BRANDS_DIR, 'brands/ of this project');

/** Each action returns its exit code; nothing below this file calls process.exit. */
const run =
  <O>(action: (options: O) => number | Promise<number>) =>
  async (options: O) => {
    process.exitCode = await action(options);
  };

const program = new Command('shop')
  .description('The brand fleet CLI: validate the brand registry and generate the tables the site is built from.')
  .showHelpAfterError('(run with --help for usage)')
  .exitOverride();

program
  .command('validate')
  .description('check brands/ (YAML, themes, logos, contrast) and report every problem as file:line:column')
  .addOption(brandsOption())
  .action(run(validateCommand));

program
  .command('generate')
  .description('write brands/generated/ (brand, host, route, theme and logo tables) when validation passes')
  .addOption(brandsOption())
  .option('--check', 'write nothing; exit 1 when the committed files differ from what the YAML gives')
  .action(run(generateCommand));

const brand = program.command('brand').description('work with one brand of the fleet');
brand
  .command('add')
  .description('scaffold a new brand (registry entry, theme tokens, logo) from templates')
  .addOption(brandsOption())
  .requiredOption('--code <code>', 'brand code, lowercase, e.g. "nrc"')
  .requiredOption('--name <name>', 'display name, e.g. "NRC"')
  .option('--domain <host>', 'shop host name, e.g. "nrc.nl" (empty for none)', '')
  .addOption(
    new Option('--type <type>', 'kind of title (tv: Belgian brands only; a Dutch TV guide is a magazine)')
      .choices(['paper', 'magazine', 'tv'])
      .makeOptionMandatory(),
  )
  .addOption(new Option('--country <country>', 'where it is sold').choices(['nl', 'be']).makeOptionMandatory())
  .option('--formal', 'address visitors with "u" instead of "je"', false)
  .option('--colour <hex>', 'brand colour', '#1d4ed8')
  .action(run(brandAddCommand));
brand.command('list').description('print the fleet as a table').addOption(brandsOption()).action(run(brandListCommand));

const content = program.command('content').description("local content in Storyblok's JSON shape");
content
  .command('seed')
  .description('write default stories for a brand from the handlebars templates (existing stories are kept)')
  .addOption(brandsOption())
  .option('--brand <code>', 'the brand to seed')
  .option('--all', 'every brand, and the shared group folder')
  .option('--force', 'overwrite existing stories, except hand-written ones (tag_list "hand-written")')
  .action(run(contentSeedCommand));

const storyblok = program
  .command('storyblok')
  .description(
    'a Storyblok space from the repository: token in STORYBLOK_MANAGEMENT_TOKEN, space in STORYBLOK_SPACE_ID',
  );
storyblok
  .command('components')
  .description('write the component definitions (components.json) generated from the block schemas')
  .option('--out <file>', 'where to write them', DEFAULT_COMPONENTS_FILE)
  .action(run(storyblokComponentsCommand));
/** The options both directions share: which space, where, how fast, which folders. */
const spaceCommand = (name: string, description: string, only = true) =>
  storyblok
    .command(name)
    .description(description)
    .option('--space <id>', 'the space id (default: STORYBLOK_SPACE_ID)')
    .addOption(
      new Option('--region <region>', "the space's region (default: STORYBLOK_REGION, else eu)").choices([
        'eu',
        'us',
        'ap',
        'ca',
        'cn',
      ]),
    )
    .option(
      '--endpoint <url>',
      'another Management API base URL, e.g. the local stand-in http://127.0.0.1:4030 (default: STORYBLOK_MANAGEMENT_ENDPOINT)',
    )
    .option(
      '--rate <n>',
      "calls per second, one under the plan's limit (6 on Storyblok's paid plans, 3 on Starter): the client's retries of a 429 are not counted",
      '5',
    )
    .addOption(
      new Option(
        '--only <folders>',
        'only these folders (brand codes, or group), comma-separated, e.g. ad,lib,group',
      ).hideHelp(!only),
    )
    .addOption(
      new Option('--content <dir>', 'the content folder: stories/, and spaces/ with the record of each space').default(
        DEFAULT_CONTENT_DIR,
        'stand-ins/content/ of this project',
      ),
    );
spaceCommand(
  'push',
  'make a space match the repository: components and their groups, a folder per brand and the group folder, every story (published), a role per brand that edits its folder',
)
  .addOption(brandsOption())
  .option('--dry-run', 'change nothing; print the plan as a diff (- the space, + the repository)')
  .option('--force', 'also overwrite stories an editor changed in the space since the last push')
  .action(run(storyblokPushCommand));
spaceCommand('pull', "write what a space publishes into the repository's story files (only those that differ)")
  .option('--dry-run', 'write nothing; print each file pull would write, skip or refuse, with its diff')
  .option('--force', 'also overwrite story files with uncommitted changes')
  .option('--drafts', "also write editors' unpublished drafts, to drafts/<folder>/<slug>.json (served by nothing)")
  .action(run(storyblokPullCommand));
// Scoped by --brand or --all: a migration is asked for one folder or knowingly for every one (no --only).
spaceCommand(
  'migrate',
  "carry a block schema change into the content: a migration of cli/storyblok/migrations/ over a space and the repository's story files",
  false,
)
  .argument('<name>', 'the migration, e.g. link-fields-to-multilink')
  .option('--brand <code>', "one folder: a brand's code, or group")
  .option('--all', 'every folder')
  .option('--dry-run', 'write nothing; print per story each block field that would change (old -> new)')
  .addOption(new Option('--target <where>', 'what to migrate').choices(['space', 'files', 'both']).default('both'))
  .option('--rollback', "restore what the migration's recorded runs changed (a story changed since is left alone)")
  .action(async (name: string, options: MigrateCommandOptions & { only?: string }) => {
    if (options.only) throw new UsageError('migrate takes --brand <code> or --all, not --only');
    process.exitCode = await storyblokMigrateCommand(name, options);
  });

program
  .command('gallery')
  .description(
    'photograph every brand (home at phone and desktop width, order page) into a static contact sheet with its colours, contrast, domains and pages',
  )
  .addOption(brandsOption())
  .option('--out <dir>', 'where to write the gallery (index.html, gallery.json, shots/)', DEFAULT_GALLERY_DIR)
  .option(
    '--base <url>',
    'a running site to photograph, e.g. http://localhost:3000 or https://{code}.shops.test.example (default: build and serve this project)',
  )
  .option(
    '--baseline <dir>',
    'an earlier gallery: mark each brand whose screenshots or colours changed, before and after side by side',
  )
  .option('--only <codes>', 'only these brands, comma-separated, e.g. ad,lib,tvf')
  .option(
    '--threshold <share>',
    "share of a screenshot's pixels that may differ before it counts as changed",
    String(DEFAULT_CHANGE_THRESHOLD),
  )
  .option('--jobs <n>', 'brands photographed at once', '2')
  .action(run(galleryCommand));

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Commander already printed its message (or the help); keep its exit code, 0 for --help.
    process.exitCode = error.exitCode;
  } else if (error instanceof UsageError) {
    console.error(`shop: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
