import { describe, expect, it } from 'vitest';
import {
  BEACON_LIMIT,
  ERROR_TUNNEL_ROUTE,
  EXPERIMENT_USER_COOKIE,
  INSTANCE_KEEP_ALIVE_MS,
  instanceTrustedProxies,
  nginxConfig,
  nginxTrustedRanges,
  NGINX_UPSTREAM_ADDRESS,
  OWN_COOKIES,
  STORED_MID_COOKIE,
  UPSTREAM_IDLE_TIMEOUT,
  WEB_VITALS_MAX_BYTES,
  WEB_VITALS_ROUTE,
  nginxQuoted,
} from '../../../site/scripts/cluster.mjs';
import { HOST_HEADER_PATTERN } from '../../../domain/request-host.mjs';
import { MONITORING_ROUTE } from '../../../site/monitoring/config.ts';
import { trustedProxies } from '../../../site/request/client-address.ts';
import { EXPERIMENT_COOKIES } from '../../../domain/experiments/client.ts';
import { HEADER_LIMIT_BYTES, STANDALONE_SERVER_ARGS, STATIC_DIR } from '../../../site/scripts/server.mjs';
import { answerSecurityHeaders } from '../../../site/security-headers.mjs';
import { socketDirFor } from '../../../site/scripts/socket-dir.mjs';
import { DRAFT_MODE_COOKIE, VISITOR_COOKIES } from '../../../domain/visitor-state.ts';
import { MAX_BEACON_BYTES, WEB_VITALS_ROUTE as SITE_WEB_VITALS_ROUTE } from '../../../site/monitoring/web-vitals.ts';

/* The cluster's nginx (site/cluster/nginx.conf.hbs) knows the site's visitor cookies: one it does not know would let
 * it answer that visitor's request with somebody else's cached page. */
describe('the cluster configuration', () => {
  it("names every cookie that makes a page a visitor's own, and the stored mid", () => {
    expect(new Set([...OWN_COOKIES, STORED_MID_COOKIE])).toEqual(
      new Set([...Object.values(VISITOR_COOKIES), DRAFT_MODE_COOKIE]),
    );
    expect(STORED_MID_COOKIE).toBe(VISITOR_COOKIES.mid);
  });

  it('passes a request with one of them by the cache, and never keeps its answer', () => {
    const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/cluster' });
    for (const cookie of OWN_COOKIES) expect(config).toContain(cookie);
    const [main, fallback] = config.split('location @instance_decides');
    expect(main).toMatch(/proxy_cache_bypass \$visitor_own \$visitor_decided;/);
    // A new campaign visitor the front could not decide for is decided by the instance: their page too.
    expect(fallback).toMatch(/proxy_cache_bypass \$visitor_own \$visitor_decided \$front_candidate;/);
    expect(config.match(/proxy_no_cache \$personal_cookie \$visitor_own \$visitor_decided;/g)).toHaveLength(2);
    // A returning visitor (their experiment id) on a campaign link; without a mid, their page is everyone's.
    expect(config).toContain('map "$experiment_user:$arg_mid" $visitor_decided {\n    "~^1:." 1;\n    default 0;\n  }');
    // Nothing waits for another request's answer to be kept (e2e/specs/front-decision-nginx.spec.ts).
    expect(config.match(/proxy_cache_lock \w+;/g)).toEqual(['proxy_cache_lock off;', 'proxy_cache_lock off;']);
  });

  it('asks the decision service before the cache for a new campaign visitor only, and lets the instance decide when it fails (docs/adr/0021)', () => {
    const config = nginxConfig({
      port: 3000,
      instancePorts: [3001, 3002],
      runDir: '/tmp/cluster',
      decisionServers: ['unix:/tmp/cluster/d1.sock', 'unix:/tmp/cluster/d2.sock'],
    });
    expect(EXPERIMENT_USER_COOKIE).toBe(EXPERIMENT_COOKIES.userId);
    expect(config).toContain(`"~(^|;)\\s*${EXPERIMENT_USER_COOKIE}=" 1;`);
    // GET or HEAD, none of the visitor's own cookies, no experiment id, a mid in the query.
    expect(config).toContain('map "$request_method:$visitor_own$experiment_user:$arg_mid" $front_candidate');
    expect(config).toContain('"~^(GET|HEAD):00:." 1;');
    expect(config).toMatch(
      /location = \/_shop_front_decision \{\s+internal;\s+if \(\$front_ask = 0\) \{ return 204; \}\s+proxy_pass http:\/\/decision;/,
    );
    expect(config).toMatch(
      /upstream decision \{\s+least_conn;\s+server unix:\/tmp\/cluster\/d1\.sock max_fails=0;\s+server unix:\/tmp\/cluster\/d2\.sock max_fails=0;\s+keepalive/,
    );
    const [main, fallback] = config.split('location @instance_decides');
    expect(main).toMatch(
      /location \/ \{[^}]*set \$front_ask \$front_candidate;[^}]*auth_request \/_shop_front_decision;[\s\S]*error_page 500 = @instance_decides;/,
    );
    // The decided request: the key holds the decision, the instance gets the decisions, the visitor their cookies.
    expect(main).toContain('proxy_set_header X-Shop-Front-Decision $decided_experiments;');
    for (const index of [1, 2, 3]) expect(main).toContain(`add_header Set-Cookie $decided_cookie_${index} always;`);
    // The fallback: as before the front decided, and a forged decision header never passes.
    expect(fallback).toContain('proxy_set_header X-Shop-Front-Decision "";');
    expect(fallback).not.toContain('$decided_');
    expect(fallback).toMatch(/proxy_cache_key "[^"]*\|\$page_encoding\|";/);
  });

  it('closes an idle connection to an instance well before the instance would: a connection the instance closes as nginx reuses it fails that request', () => {
    const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/run' });
    const upstream = /upstream shop \{[^}]*\}/.exec(config)?.[0] ?? '';
    const idleSeconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
    expect(`${idleSeconds}s`).toBe(UPSTREAM_IDLE_TIMEOUT);
    // Margin for an instance's clock: Node times the keep-alive from when its busy event loop last read the time.
    expect(INSTANCE_KEEP_ALIVE_MS).toBeGreaterThanOrEqual(idleSeconds * 1000 * 10);
  });

  it("reads an answer's headers into a buffer well past what an instance sends (a page with the visitor's cookies is near 2.7 KB; 4 KB would be a 502)", () => {
    const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/run' });
    expect(config).toMatch(/^\s*proxy_buffer_size 32k;$/m);
    // Next's redirect of '///path?query' repeats the address (Location, Refresh): twice the longest request line.
    expect(config).toMatch(/^\s*large_client_header_buffers 4 8k;$/m);
  });

  it('forwards no request an instance would refuse: an instance reads more than nginx reads and adds', () => {
    const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/run' });
    const [, count, kilobytes] = /large_client_header_buffers (\d+) (\d+)k;/.exec(config) ?? [];
    const line = Number(kilobytes) * 1024;
    // What nginx reads, X-Forwarded-For grown by one whole line at most, and 1 KB for the headers it sets itself.
    expect(HEADER_LIMIT_BYTES).toBeGreaterThan(Number(count) * line + line + 1024);
    expect(STANDALONE_SERVER_ARGS).toContain(`--max-http-header-size=${HEADER_LIMIT_BYTES}`);
  });

  it("sends the build's static files itself, precompressed, with the instances' headers", () => {
    for (const production of [false, true]) {
      const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/cluster', production });
      const location = /location \/_next\/static\/ \{([\s\S]*?)\n    \}/.exec(config)?.[1] ?? '';
      expect(config).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m);
      expect(config).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_filter_module\.so;$/m);
      expect(location).toContain(`alias ${STATIC_DIR}/;`);
      expect(location).toMatch(/brotli_static on;/);
      expect(location).toMatch(/gzip_static on;/);
      expect(location).toMatch(/application\/javascript js mjs;/);
      expect(location).not.toMatch(/proxy_pass/);
      for (const { key, value } of answerSecurityHeaders({ production }))
        expect(location).toContain(`add_header ${key} "${value}" always;`);
      expect(location.includes('Strict-Transport-Security')).toBe(production);
    }
  });

  it('logs one JSON line per request with its own request id, which it passes on in place of any the visitor sent (docs/adr/0023)', () => {
    const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/cluster' });
    const [front, compressor] = config.split('# The compressor:');
    const format = /log_format shop_json escape=json ([\s\S]*?);\n/.exec(config)?.[1] ?? '';
    const fields = JSON.parse(format.replace(/'\s*'/g, '').replace(/^'|'$/g, '').replace(/\$\w+/g, '0')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(fields)).toEqual([
      'time',
      'service',
      'requestId',
      'method',
      'host',
      'uri',
      'status',
      'bytes',
      'requestTime',
      'instance',
      'upstreamTime',
      'cache',
    ]);
    expect(format).toContain('"requestId":"$request_id"');
    expect(format).toContain('"instance":"$upstream_http_x_shop_instance"');
    expect(format).toContain('"cache":"$upstream_cache_status"');
    // The path only, never the query (what a visitor typed).
    expect(format).not.toMatch(/\$request_uri|\$args|\$query_string/);
    expect(front).toContain('access_log /tmp/cluster/access.log shop_json;');
    expect(front).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
    expect(front).toMatch(/proxy_hide_header X-Shop-Instance;/);
    expect(compressor).toMatch(/access_log off;/);
    expect(compressor).toMatch(/proxy_set_header X-Request-Id \$http_x_request_id;/);
    expect(compressor).toMatch(/add_header X-Shop-Instance \$upstream_addr always;/);
  });

  it('keeps each page once per encoding, compressed by its own server between the cache and the instances', () => {
    const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/cluster' });
    const [front, compressor] = config.split('# The compressor:');
    // The front asks the compressor for one encoding, and keeps the answer under it.
    expect(front).toMatch(/proxy_pass http:\/\/compressor;/);
    expect(front).toMatch(/proxy_set_header Accept-Encoding \$page_encoding;/);
    expect(front).toMatch(/proxy_cache_key "[^"]*\|\$page_encoding\|\$decided_key";/);
    // Every request header the site's answers name in Vary is in the key, so Vary itself is not used.
    for (const header of [
      'rsc',
      'next_router_state_tree',
      'next_router_prefetch',
      'next_router_segment_prefetch',
      'next_url',
    ]) {
      expect(front).toMatch(new RegExp(`proxy_cache_key "[^"]*\\$http_${header}\\|`));
    }
    expect(front).toMatch(/proxy_ignore_headers Set-Cookie Vary;/);
    expect(front).not.toMatch(/brotli on|gzip on/);
    // The compressor asks the instances for none, compresses, and is where retries happen.
    expect(compressor).toContain(`listen unix:${socketDirFor('/tmp/cluster')}/compressor.sock;`);
    expect(compressor).toMatch(/proxy_pass http:\/\/shop;/);
    expect(compressor).toMatch(/proxy_set_header Accept-Encoding "";/);
    expect(compressor).toMatch(/brotli on;/);
    expect(compressor).toMatch(/gzip on;/);
    expect(compressor).toMatch(/proxy_next_upstream_tries 3;/);
    expect(compressor).not.toMatch(/proxy_cache /);
  });

  it("reaches the instances from the one address they trust, appending the visitor's to the forwarded list (docs/adr/0018)", () => {
    const config = nginxConfig({
      port: 3000,
      instancePorts: [3001, 3002],
      runDir: '/tmp/cluster',
      upstreamBind: NGINX_UPSTREAM_ADDRESS,
    });
    const [front, compressor] = config.split('# The compressor:');
    expect(front).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(compressor).toMatch(/proxy_set_header X-Forwarded-For \$http_x_forwarded_for;/);
    expect(compressor).toContain(`proxy_bind ${NGINX_UPSTREAM_ADDRESS};`);
    // Production's nginx is a machine of its own: no bind unless asked.
    expect(nginxConfig({ port: 3000, instancePorts: [3001], runDir: '/tmp/cluster' })).not.toMatch(/proxy_bind/);
    expect(instanceTrustedProxies(undefined)).toBe(NGINX_UPSTREAM_ADDRESS);
    expect(instanceTrustedProxies('')).toBe(NGINX_UPSTREAM_ADDRESS);
    expect(instanceTrustedProxies('10.1.0.0/16')).toBe(`${NGINX_UPSTREAM_ADDRESS},10.1.0.0/16`);
  });

  it("passes the page-speed beacons through uncached and without cookies, refusing a body past the site's limit (docs/adr/0025)", () => {
    expect(WEB_VITALS_ROUTE).toBe(SITE_WEB_VITALS_ROUTE);
    expect(WEB_VITALS_MAX_BYTES).toBe(MAX_BEACON_BYTES);
    const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/cluster' });
    const location = new RegExp(`location = ${WEB_VITALS_ROUTE} \\{([\\s\\S]*?)\\n    \\}`).exec(config)?.[1] ?? '';
    expect(location).toContain(`client_max_body_size ${MAX_BEACON_BYTES};`);
    expect(location).toMatch(/proxy_cache off;/);
    expect(location).toMatch(/proxy_set_header Cookie "";/);
    expect(location).toMatch(/proxy_pass http:\/\/compressor;/);
    expect(location).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it('limits what one visitor address may post to the beacons and the error tunnel, and nothing else (docs/adr/0025)', () => {
    expect(ERROR_TUNNEL_ROUTE).toBe(MONITORING_ROUTE);
    const config = nginxConfig({ port: 3000, instancePorts: [3001], runDir: '/tmp/cluster' });
    const keyed = /map \$uri \$beacon_sender \{([\s\S]*?)\n  \}/.exec(config)?.[1] ?? '';
    expect(
      keyed
        .trim()
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([`${WEB_VITALS_ROUTE} $binary_remote_addr;`, `${MONITORING_ROUTE} $binary_remote_addr;`, 'default "";']);
    expect(config).toContain(`limit_req_zone $beacon_sender zone=beacons:10m rate=${BEACON_LIMIT.perSecond}r/s;`);
    expect(config.match(/limit_req zone=beacons/g)).toEqual(['limit_req zone=beacons']);
    expect(config).toContain(`limit_req zone=beacons burst=${BEACON_LIMIT.burst} nodelay;`);
    // Nothing in front: the peer is the visitor, and nginx believes no X-Forwarded-For.
    expect(config).not.toMatch(/set_real_ip_from|real_ip_header/);
  });

  it("takes the visitor's address from the proxies in front of nginx that TRUSTED_PROXIES names, in nginx's words", () => {
    const entries = '10.1.0.0/16, loopback,uniquelocal,linklocal,2001:db8::7';
    const ranges = nginxTrustedRanges(entries);
    expect(ranges).toEqual([
      '10.1.0.0/16',
      '127.0.0.1/8',
      '::1/128',
      '10.0.0.0/8',
      '172.16.0.0/12',
      '192.168.0.0/16',
      'fc00::/7',
      '169.254.0.0/16',
      'fe80::/10',
      '2001:db8::7',
    ]);
    // The same hops the instances trust (proxy-addr's own check), one address from each range.
    const trust = trustedProxies(entries.split(',').map((entry) => entry.trim()));
    for (const address of [
      '10.1.2.3',
      '127.0.0.9',
      '::1',
      '10.9.9.9',
      '172.20.0.1',
      '192.168.1.1',
      'fd00::1',
      '169.254.1.1',
      'fe80::1',
      '2001:db8::7',
    ])
      expect(trust(address, 0), address).toBe(true);
    for (const address of ['11.0.0.1', '203.0.113.5', '2001:db8::8']) expect(trust(address, 0), address).toBe(false);
    expect(nginxTrustedRanges('')).toEqual([]);
    expect(nginxTrustedRanges(undefined)).toEqual([]);
    const config = nginxConfig({
      port: 3000,
      instancePorts: [3001],
      runDir: '/tmp/cluster',
      inFront: '10.1.0.0/16,loopback',
    });
    expect(config.match(/set_real_ip_from \S+;/g)).toEqual([
      'set_real_ip_from 10.1.0.0/16;',
      'set_real_ip_from 127.0.0.1/8;',
      'set_real_ip_from ::1/128;',
    ]);
    expect(config).toContain('real_ip_header X-Forwarded-For;');
    expect(config).toContain('real_ip_recursive on;');
  });

  it("takes the visitor's scheme from the proxies in front of nginx only, and its own otherwise", () => {
    const inFront = nginxConfig({ port: 3000, instancePorts: [3001], runDir: '/tmp/cluster', inFront: '10.1.0.0/16' });
    const geo = /geo \$realip_remote_addr \$peer_in_front \{([^}]*)\}/.exec(inFront)?.[1];
    expect(geo?.trim().split(/\s*\n\s*/)).toEqual(['default 0;', '10.1.0.0/16 1;']);
    const map = /map "\$peer_in_front:\$http_x_forwarded_proto" \$visitor_scheme \{([^}]*)\}/.exec(inFront)?.[1];
    expect(map?.trim().split(/\s*\n\s*/)).toEqual(['default $scheme;', '"1:https" https;', '"1:http" http;']);
    const alone = nginxConfig({ port: 3000, instancePorts: [3001], runDir: '/tmp/cluster' });
    expect(alone).not.toContain('$peer_in_front');
    expect(alone).toMatch(/map \$scheme \$visitor_scheme \{\s*default \$scheme;\s*\}/);
    for (const config of [inFront, alone]) {
      // Both the page proxy's passes (decided at the front, and by the instance) and the beacons'; the compressor
      // passes on what the server in front sent.
      expect(config.match(/X-Forwarded-Proto \S+;/g)).toEqual([
        ...Array(3).fill('X-Forwarded-Proto $visitor_scheme;'),
        'X-Forwarded-Proto $http_x_forwarded_proto;',
      ]);
      expect(config).not.toMatch(/proxy_cache_key "\$scheme/);
    }
  });

  /* One host per request (docs/adr/0027-one-host-from-the-registry.md): nginx's $host and the Host an instance reads
   * disagreed (an absolute request line, a Host cut at its first ':'), and a page rendered for one host was kept
   * under another's key. e2e/specs/host-header-nginx.spec.ts runs the same configuration against real nginx. */
  it("answers 400 to a Host the site's rule refuses or a request line naming another host, before locations", () => {
    const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/cluster' });
    // The site's own pattern, word for word, caseless as the site reads it.
    const pattern = /map \$http_host \$host_well_formed \{\n\s*"~\*([^"]*)" 1;\n\s*default 0;\n\s*\}/.exec(config)?.[1];
    expect(pattern).toBe(HOST_HEADER_PATTERN);
    // Past the pattern, as parseHostHeader: a name of at most 253 characters, a port of at most 65535.
    expect(config).toMatch(/map \$host \$host_too_long \{\n\s*"~\^\.\{254\}" 1;\n\s*default 0;/);
    const tooBig = new RegExp(/map \$http_host \$host_port_too_big \{\n\s*"~([^"]*)" 1;/.exec(config)?.[1] ?? '^$');
    for (const port of ['0', '80', '09999', '65535', '']) expect(tooBig.test(`ad.nl:${port}`), port).toBe(false);
    const past = ['65536', '65540', '65600', '66000', '70000', '99999'];
    for (const port of past) expect(tooBig.test(`ad.nl:${port}`), port).toBe(true);
    // An absolute request line's host ($host) must be the header's name: caseless, a trailing dot and a port aside.
    const agree = /map "\$host\|\$http_host" \$hosts_agree \{\n\s*"~\*([^"]*)" 1;/.exec(config)?.[1] ?? '^$';
    const agrees = (host: string, header: string) => new RegExp(agree, 'i').test(`${host}|${header}`);
    const agreeing: [string, string][] = [
      ['ad.nl', 'ad.nl'],
      ['ad.nl', 'AD.NL.:8080'],
      ['[::1]', '[::1]:3000'],
      ['ad.nl', 'ad.nl:'],
    ];
    for (const [host, header] of agreeing) expect(agrees(host, header), header).toBe(true);
    const disagreeing: [string, string][] = [
      ['abonnement.ad.nl', 'abonnement.volkskrant.nl'],
      ['ad.nl', 'abonnement.ad.nl'],
      ['abonnement.ad.nl', 'ad.nl'],
      ['ad.nl', 'ad.nl:@x'],
      ['ad.nl', 'ad.nl..'],
    ];
    for (const [host, header] of disagreeing) expect(agrees(host, header), `${host} ${header}`).toBe(false);
    const refused = 'map "$host_well_formed$hosts_agree$host_too_long$host_port_too_big" $host_refused {';
    expect(config).toContain(`${refused}\n    "1100" 0;\n    default 1;\n  }`);
    // In the public server, at its level, before its first location; the compressor's socket is nginx's own.
    const [front, compressor] = config.split('# The compressor:');
    const server = front!.slice(front!.lastIndexOf('  server {'));
    const refusal = server.indexOf('    if ($refuse_host) { return 400; }\n');
    expect(refusal).toBeGreaterThan(0);
    expect(refusal).toBeLessThan(server.search(/^\s*location /m));
    // Refused everywhere but on the way to the refusal's own answer, which carries the security headers.
    expect(server).toContain(
      '    set $refuse_host $host_refused;\n    if ($uri = /_shop_refused) { set $refuse_host 0; }\n    if ($refuse_host)',
    );
    expect(config.match(/\$host_refused;/g)).toHaveLength(1);
    expect(compressor).not.toContain('$host_refused');
  });

  it("keys, forwards and names one normalised host, and no visitor's X-Forwarded-Host, -Port or Forwarded", () => {
    const config = nginxConfig({ port: 3000, instancePorts: [3001, 3002], runDir: '/tmp/cluster' });
    const [front, compressor] = config.split('# The compressor:') as [string, string];
    // $host (lowercase, no trailing dot, no port) with the header's numeric port, if any.
    expect(config).toContain('map $http_host $normal_host {\n    "~:([0-9]+)$" "$host:$1";\n    default $host;\n  }');
    // Every key and every Host sent on from the front: the page (decided, or by the instance), the beacons, the ask.
    expect(front.match(/proxy_cache_key "\$visitor_scheme:\/\/\$normal_host\$request_uri\|/g)).toHaveLength(2);
    expect(front.match(/proxy_cache_key /g)).toHaveLength(2);
    const blocks = front.split(/\n\s*proxy_pass /).slice(1);
    expect(blocks).toHaveLength(4);
    for (const block of blocks) {
      const headers = block.split(/\n\s*(?:location|\{\{|\})/)[0]!;
      expect(headers).toContain('proxy_set_header Host $normal_host;');
      expect(headers).toContain('proxy_set_header X-Forwarded-Host $normal_host;');
      expect(headers).toContain('proxy_set_header X-Forwarded-Port "";');
      expect(headers).toContain('proxy_set_header Forwarded "";');
    }
    const named = front.match(/proxy_set_header (Host|X-Forwarded-Host) (\S+);/g) ?? [];
    expect(named).toHaveLength(8);
    expect(named.filter((line) => !line.endsWith(' $normal_host;'))).toEqual([]);
    expect(front).not.toMatch(/proxy_set_header \S+ \$http_host;/);
    // The compressor passes on what the front sent; the scheme is the visitor's (nginx's own with no proxy in front);
    // the log names $host.
    expect(compressor).toContain('proxy_set_header Host $http_host;');
    expect(compressor).toContain('proxy_set_header X-Forwarded-Host $http_x_forwarded_host;');
    const proto = front.match(/proxy_set_header X-Forwarded-Proto (\S+);/g);
    expect(proto).toEqual(Array.from({ length: 3 }, () => 'proxy_set_header X-Forwarded-Proto $visitor_scheme;'));
    expect(config).toContain('"host":"$host"');
  });

  it('writes a pattern between quotes only as nginx reads it back', () => {
    expect(nginxQuoted(HOST_HEADER_PATTERN)).toBe(HOST_HEADER_PATTERN);
    for (const text of ['a"b', 'a\\\\b', 'a\\tb', 'a\\nb', 'a\\"b']) {
      expect(() => nginxQuoted(text), text).toThrow(/nginx/);
    }
  });
});
