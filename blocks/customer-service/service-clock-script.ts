import { scriptJson } from '../shared/script-json.ts';
import type { ServiceClock } from './schema.ts';

/** The attribute of the element whose text is the closed message. */
export const CLOSED_MESSAGE_ATTRIBUTE = 'data-closed-message';

/**
 * domain/business-hours.ts's serviceState, in the browser: pages are cached for a minute or more (docs/adr/0007), so
 * only the reader's clock knows whether the service is open now. Takes the service's local weekday and hour from the
 * zone's UTC offsets that the server wrote into the page (domain zoneOffsets: the server's time-zone database, for
 * two years after the render), not from Intl: a first Intl time-zone format loads ICU's zone data, about 36 ms of a
 * desktop's main thread before the first paint (a phone's is four times slower; Chromium trace, hl home). Sets the
 * widget's data-status to 'open' or 'closed' (CSS shows the number or the closed message), writes the next opening
 * into the closed message, and looks again every minute. A few hundred bytes, no hydration, no request; a test runs
 * it against serviceState at every boundary minute, so the two cannot drift apart. Without JavaScript the widget
 * keeps data-status="hours": the number and the week's hours, true whenever it is read.
 */
export function serviceClockScript(widgetId: string, clock: Omit<ServiceClock, 'closedAtRender'>): string {
  const config = { offsets: clock.offsets, hours: clock.hours, closed: clock.closed };
  return `(function(root,c){if(!root)return;var text=root.querySelector('[${CLOSED_MESSAGE_ATTRIBUTE}]');function update(){var now=Date.now(),m=0;for(var i=0;i<c.offsets.length&&c.offsets[i][0]<=now;i++)m=c.offsets[i][1];var local=new Date(now+m*60000),day=local.getUTCDay(),hour=local.getUTCHours();var h=c.hours[day];if(h&&hour>=h.open&&hour<=h.close-1){root.setAttribute('data-status','open');return}for(var a=0;a<=7;a++){var d=(day+a)%7;h=c.hours[d];if(h&&(a>0||hour<h.open))break}if(a>7)return;var when=a===0?c.closed.today:a===1?c.closed.tomorrow:c.closed.weekdays[d];var time=(h.open<10?'0':'')+h.open+':00';if(text)text.textContent=c.closed.template.replace(/\\{(day|time)\\}/g,function(m,k){return k==='day'?when:time});root.setAttribute('data-status','closed')}update();setInterval(update,60000)})(document.getElementById(${scriptJson(widgetId)}),${scriptJson(config)})`;
}
