import { describe, expect, it } from 'vitest';
import { nginxConfig, OWN_COOKIES, STORED_MID_COOKIE } from '../../site/scripts/cluster.mjs';
import { DRAFT_MODE_COOKIE, VISITOR_COOKIES } from '../../domain/visitor-state.ts';

/* The cluster's nginx (site/cluster/nginx.conf.hbs) knows the site's visitor cookies: one it does not know would let
 * it answer that visitor's request with somebody else's cached page. */
describe('the cluster configuration', () => {
  it('names every cookie that makes a page a visitor\'s own, and the stored mid', () => {
    expect(new Set([...OWN_COOKIES, STORED_MID_COOKIE])).toEqual(new Set([...Object.values(VISITOR_COOKIES), DRAFT_MODE_COOKIE]));
    expect(STORED_MID_COOKIE).toBe(VISITOR_COOKIES.mid);
  });

  it('passes a request with one of them by the cache, and never keeps its answer', () => {
    const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/cluster' });
    for (const cookie of OWN_COOKIES) expect(config).toContain(cookie);
    expect(config).toMatch(/proxy_cache_bypass \$visitor_own;/);
    expect(config).toMatch(/proxy_no_cache \$personal_cookie \$visitor_own;/);
  });
});
