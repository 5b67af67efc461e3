import { scriptJson } from '../shared/script-json.ts';
import type { ServiceClock } from './schema.ts';

/** The attribute of the element whose text is the closed message. */
export const CLOSED_MESSAGE_ATTRIBUTE = 'data-closed-message';

/**
 * domain/business-hours.ts's serviceState, in the browser: pages are cached for a minute or more (docs/adr/0007), so
 * only the reader's clock knows whether the service is open now. Reads the service's own zone through Intl, sets the
 * widget's data-status to 'open' or 'closed' (CSS shows the number or the closed message), writes the next opening
 * into the closed message, and looks again every minute. A few hundred bytes, no hydration, no request; a test runs
 * it against serviceState at every boundary minute, so the two cannot drift apart. Without JavaScript the widget
 * keeps data-status="hours": the number and the week's hours, true whenever it is read.
 */
export function serviceClockScript(widgetId: string, clock: Omit<ServiceClock, 'closedAtRender'>): string {
  const config = { zone: clock.timeZone, hours: clock.hours, closed: clock.closed };
  return `(function(root,c){if(!root)return;var text=root.querySelector('[${CLOSED_MESSAGE_ATTRIBUTE}]');var names=['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];var f=new Intl.DateTimeFormat('en-US',{timeZone:c.zone,weekday:'short',hour:'numeric',hourCycle:'h23'});function update(){var day=-1,hour=-1;f.formatToParts(new Date()).forEach(function(p){if(p.type==='weekday')day=names.indexOf(p.value);if(p.type==='hour')hour=Number(p.value)});var h=c.hours[day];if(h&&hour>=h.open&&hour<=h.close-1){root.setAttribute('data-status','open');return}for(var a=0;a<=7;a++){var d=(day+a)%7;h=c.hours[d];if(h&&(a>0||hour<h.open))break}if(a>7)return;var when=a===0?c.closed.today:a===1?c.closed.tomorrow:c.closed.weekdays[d];var time=(h.open<10?'0':'')+h.open+':00';if(text)text.textContent=c.closed.template.replace(/\\{(day|time)\\}/g,function(m,k){return k==='day'?when:time});root.setAttribute('data-status','closed')}update();setInterval(update,60000)})(document.getElementById(${scriptJson(widgetId)}),${scriptJson(config)})`;
}
