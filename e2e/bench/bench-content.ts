// Section 9 of `npm run bench` (e2e/bench/bench.ts runs it; alone: BENCH_ONLY=content npm run bench): what an uncached
// page costs in content, through Storyblok's client from the CDN stand-in, beside the in-process read it replaced.
// Prints one line for people, then the figures as JSON.
import { BRANDS } from '../../brands/generated/brands.ts';
import { brandStory } from '../../site/content/content-source.ts';
import { storyblokStories } from '../../site/content/storyblok-stories.ts';
import { startCdnServer } from '../../stand-ins/storyblok-cdn/server.ts';
import { localStories } from '../../tests/fixtures/local-stories.ts';

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * 9. What an uncached page costs in content (Next's cache missed: at build, or after a webhook): the page's story and
 * the chrome's three, each the brand's or the group's. Through the CDN (docs/adr/0013) that is the brand's folder
 * and the group's, one listing each, through Storyblok's client over loopback (the 301 to the latest cv included),
 * once with the stand-in's CDN copy cold and once warm; in process it was up to two file reads and a parse a story.
 */
async function contentCost() {
  const brands = Object.keys(BRANDS).slice(0, 40);
  const slugs = ['home', 'communicatie', 'menu', 'toegankelijkheid'];
  const cdn = await startCdnServer({ port: 0, rateLimit: 1000 });
  try {
    const source = storyblokStories({ accessToken: 'local-public-token', endpoint: cdn.endpoint });
    const perPage = async (read: (brand: string) => Promise<unknown>) => {
      const times: number[] = [];
      for (const brand of brands) {
        const start = process.hrtime.bigint();
        await read(brand);
        times.push(ms(start));
      }
      return +median(times).toFixed(2);
    };
    const inProcess = await perPage((brand) => Promise.all(slugs.map((slug) => brandStory(localStories, brand, slug))));
    const viaCdnCold = await perPage((brand) => Promise.all([source.folder(brand), source.folder('group')]));
    const viaCdnWarm = await perPage((brand) => Promise.all([source.folder(brand), source.folder('group')]));
    const requests = cdn.standIn.control.counts();
    console.log(
      `content per uncached page (median of ${brands.length} brands): in-process files ${inProcess} ms; Storyblok's client from the CDN stand-in ` +
        `${viaCdnCold} ms (stand-in's CDN copy cold), ${viaCdnWarm} ms (warm); stand-in answered ${requests.uncached} uncached, ${requests.cached} kept, ${requests.redirects} redirects`,
    );
    return { brands: brands.length, inProcessMs: inProcess, cdnColdMs: viaCdnCold, cdnWarmMs: viaCdnWarm, requests };
  } finally {
    await cdn.close();
  }
}

console.log(JSON.stringify(await contentCost()));
