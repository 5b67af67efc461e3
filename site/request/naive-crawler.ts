/**
 * isbot's own naive pattern (its `isbotNaive`): a prerendered page is the same for every user agent, so the
 * crawler rule runs once more in the browser (the tag manager's loader, the consent manager), with the short
 * pattern rather than isbot's full list. tests/site/tag-manager/tag-manager.test.ts keeps it equal to isbotNaive.
 */
export const NAIVE_CRAWLER_PATTERN = /bot|crawl|http|lighthouse|scan|search|spider/i;
