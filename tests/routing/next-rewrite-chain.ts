import { createRequire } from 'node:module';

/**
 * Next's own beforeFiles rewrite loop, built from the same internal helpers its router uses
 * (server/lib/router-utils/resolve-routes.js and filesystem.js): every rule in order, each one seeing the path
 * the previous matches produced. Lets a unit test prove the generated rules never chain into a wrong page.
 */
const require = createRequire(import.meta.url);
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match') as {
  getPathMatch: (source: string, options: object) => (pathname: string) => Record<string, string> | false;
};
const { matchHas, prepareDestination } = require('next/dist/shared/lib/router/utils/prepare-destination') as {
  matchHas: (req: { headers: Record<string, string> }, query: Record<string, string>, has?: object[], missing?: object[]) => Record<string, string> | false;
  prepareDestination: (args: object) => { parsedDestination: { pathname: string; query: Record<string, string> } };
};
const { modifyRouteRegex } = require('next/dist/lib/redirect-status') as { modifyRouteRegex: (regex: string) => string };

export interface Rewrite {
  source: string;
  destination: string;
  has?: object[];
  missing?: object[];
}

export function rewriteChain(rules: readonly Rewrite[]) {
  const compiled = rules.map((rule) => ({
    rule,
    match: getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, regexModifier: (regex: string) => modifyRouteRegex(regex) }),
  }));
  return (request: { host: string; path: string; query?: Record<string, string>; cookies?: Record<string, string>; headers?: Record<string, string> }): string => {
    let pathname = request.path;
    let query: Record<string, string> = { ...request.query };
    const cookie = Object.entries(request.cookies ?? {}).map(([name, value]) => `${name}=${value}`).join('; ');
    const req = { headers: { ...request.headers, host: request.host, ...(cookie ? { cookie } : {}) } };
    for (const { rule, match } of compiled) {
      const params = match(pathname);
      if (!params) continue;
      const hasParams = matchHas(req, query, rule.has, rule.missing);
      if (!hasParams) continue;
      const { parsedDestination } = prepareDestination({
        appendParamsToQuery: true,
        destination: rule.destination,
        params: { ...params, ...hasParams },
        query,
      });
      pathname = parsedDestination.pathname;
      query = { ...query, ...parsedDestination.query };
    }
    return pathname;
  };
}
