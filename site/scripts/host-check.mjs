// Loaded into every instance before Next (`node --import`, site/scripts/server.mjs), beside peer-address.mjs: the
// fleet's host rule (domain/request-host.mjs, docs/adr/0027-one-host-from-the-registry.md), applied before Next sees a
// request, as nginx applies it before its cache. A Host that is no well-formed host name (with an optional numeric
// port), or a request line whose absolute URL names another host than the Host header, gets 400 and goes no further:
// Next's rewrites, the brand's resolution and nginx would each read such a host their own way.
import http from 'node:http';
import { hostsAgree } from '../../domain/request-host.mjs';

/** The answer to a request the rule refuses: plain, uncacheable, and the connection closed. */
export function refuseHost(response) {
  response.writeHead(400, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  response.end('Bad Request: the Host header must be a host name with an optional numeric port\n');
}

/** Whether a request passes the rule. */
export const acceptableHost = (request) => hostsAgree(request.url, request.headers.host);

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitChecked(event, ...args) {
  if (event === 'request' && !acceptableHost(args[0])) {
    refuseHost(args[1]);
    return true;
  }
  return emit.call(this, event, ...args);
};
