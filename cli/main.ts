import { Command, CommanderError, Option } from 'commander';
import { brandAddCommand } from './commands/brand-add.ts';
import { brandListCommand } from './commands/brand-list.ts';
import { contentSeedCommand } from './commands/content-seed.ts';
import { generateCommand } from './commands/generate.ts';
import { DEFAULT_BRANDS_DIR, UsageError } from './commands/shared.ts';
import { DEFAULT_COMPONENTS_FILE, storyblokComponentsCommand } from './commands/storyblok-components.ts';
import { validateCommand } from './commands/validate.ts';

const brandsOption = () => new Option('--brands <dir>', 'the brands folder').default(DEFAULT_BRANDS_DIR, 'brands/ of this project');

/** Each action returns its exit code; nothing below this file calls process.exit. */
const run = <O,>(action: (options: O) => number) => (options: O) => {
  process.exitCode = action(options);
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
brand
  .command('list')
  .description('print the fleet as a table')
  .addOption(brandsOption())
  .action(run(brandListCommand));

const content = program.command('content').description('local content in Storyblok\'s JSON shape');
content
  .command('seed')
  .description('write default stories for a brand from the handlebars templates (existing stories are kept)')
  .addOption(brandsOption())
  .option('--brand <code>', 'the brand to seed')
  .option('--all', 'every brand, and the shared group folder')
  .option('--force', 'overwrite existing stories, except hand-written ones (tag_list "hand-written")')
  .action(run(contentSeedCommand));

program
  .command('storyblok')
  .description('Storyblok space tooling')
  .command('components')
  .description('write the component definitions (components.json) generated from the block schemas')
  .option('--out <file>', 'where to write them', DEFAULT_COMPONENTS_FILE)
  .action(run(storyblokComponentsCommand));

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
