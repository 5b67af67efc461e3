import { describe, expect, it } from 'vitest';
import { nginxConfig, OWN_COOKIES, STORED_MID_COOKIE } from '../../site/scripts/cluster.mjs';
import { STATIC_DIR } from '../../site/scripts/server.mjs';
import { securityHeaders } from '../../site/security-headers.mjs';
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

  it('sends the build\'s static files itself, precompressed, with the instances\' headers', () => {
    for (const production of [false, true]) {
      const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/cluster', production });
      const location = /location \/_next\/static\/ \{([\s\S]*?)\n    \}/.exec(config)?.[1] ?? '';
      expect(config).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m);
      expect(location).toContain(`alias ${STATIC_DIR}/;`);
      expect(location).toMatch(/brotli_static on;/);
      expect(location).toMatch(/gzip_static on;/);
      expect(location).toMatch(/application\/javascript js mjs;/);
      expect(location).not.toMatch(/proxy_pass/);
      for (const { key, value } of securityHeaders({ production })) expect(location).toContain(`add_header ${key} "${value}" always;`);
      expect(location.includes('Strict-Transport-Security')).toBe(production);
    }
  });
});

