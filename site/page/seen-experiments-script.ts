import { scriptJson } from '../../blocks/shared/script-json.ts';
import { EXPERIMENTS_SEEN_COOKIE, MAX_SEEN_ENTRIES } from '../../domain/experiments/seen-cookie.ts';

/**
 * The inline script that does in the browser what readSeenCookie (domain/experiments/seen-cookie.ts) does, then
 * pushes the events (one batch, after the page event), shows the decisions in the inspector's line
 * `inspectorLineId`, and clears the cookie, so a page answered without it (a cached page, a later visit) never
 * repeats them. Anything malformed is ignored entry by entry: a cookie is the browser's to change.
 */
export function seenCookieScript(inspectorLineId: string): string {
  const { name } = EXPERIMENTS_SEEN_COOKIE;
  return `(function(name,line){
var match=document.cookie.match(new RegExp('(?:^|; )'+name+'=([^;]*)'));
if(!match)return;
document.cookie=name+'=; Max-Age=0; Path=/';
var seen;try{seen=JSON.parse(decodeURIComponent(match[1]));}catch(error){return;}
if(!seen||typeof seen!=='object')return;
function pairs(list,second){return Array.isArray(list)?list.filter(function(pair){return Array.isArray(pair)&&pair.length===2&&typeof pair[0]==='string'&&typeof pair[1]===second;}).slice(0,${MAX_SEEN_ENTRIES}):[];}
var events=pairs(seen.e,'number').filter(function(pair){return pair[1]>0&&Math.floor(pair[1])===pair[1];}).map(function(pair){return {event:'campaign-decided','optimizely-dimension-value':pair[0],'optimizely-dimension-number':pair[1]};});
var layer=window.dataLayer=window.dataLayer||[];
if(events.length)layer.push.apply(layer,events);
var decisions=pairs(seen.d,'string');
var shown=document.getElementById(line);
if(shown&&decisions.length)shown.textContent=decisions.map(function(pair){return pair[0]+': '+pair[1];}).join(', ');
})(${scriptJson(name)},${scriptJson(inspectorLineId)});`;
}
