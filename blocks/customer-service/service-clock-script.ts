import { inlineScript } from '../shared/script-json.ts';
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
  return inlineScript(runServiceClock, widgetId, CLOSED_MESSAGE_ATTRIBUTE, config);
}

type ClockConfig = Pick<ServiceClock, 'offsets' | 'hours' | 'closed'>;

/** In the browser: open or closed by the reader's clock, and the next opening in the closed message, every minute. */
function runServiceClock(widgetId: string, messageAttribute: string, clock: ClockConfig): void {
  const root = document.getElementById(widgetId);
  if (!root) return;
  const text = root.querySelector(`[${messageAttribute}]`);
  const update = () => {
    const now = Date.now();
    let offset = 0;
    for (let i = 0; i < clock.offsets.length && clock.offsets[i]![0] <= now; i++) offset = clock.offsets[i]![1];
    const local = new Date(now + offset * 60000);
    const day = local.getUTCDay();
    const hour = local.getUTCHours();
    let hours = clock.hours[day];
    if (hours && hour >= hours.open && hour <= hours.close - 1) {
      root.setAttribute('data-status', 'open');
      return;
    }
    let ahead = 0;
    let next = day;
    for (; ahead <= 7; ahead++) {
      next = (day + ahead) % 7;
      hours = clock.hours[next];
      if (hours && (ahead > 0 || hour < hours.open)) break;
    }
    if (ahead > 7 || !hours) return;
    const when = ahead === 0 ? clock.closed.today : ahead === 1 ? clock.closed.tomorrow : clock.closed.weekdays[next];
    const time = `${hours.open < 10 ? '0' : ''}${hours.open}:00`;
    if (text) text.textContent = clock.closed.template.replace(/\{(day|time)\}/g, (_, key) => (key === 'day' ? String(when) : time));
    root.setAttribute('data-status', 'closed');
  };
  update();
  setInterval(update, 60000);
}
