import { closedMessage, serviceAt } from '../../domain/business-hours.ts';
import { scriptJson } from '../shared/script-json.ts';
import type { ServiceClock } from './schema.ts';

/** The attribute of the element whose text is the closed message. */
export const CLOSED_MESSAGE_ATTRIBUTE = 'data-closed-message';

type ClockConfig = Pick<ServiceClock, 'plan' | 'closed'>;

/**
 * domain/business-hours.ts's serviceAt and closedMessage, in the browser: pages are cached for a minute or more
 * (docs/adr/0007), so only the reader's clock knows whether the service is open now. The page carries the plan (the
 * week table, the zone's UTC offsets from the server's time-zone database, the front office's closures ahead and its
 * word at the render, docs/adr/0017-business-hours-on-cached-pages.md); the script takes the service's local hour from
 * the offsets, not from Intl: a first Intl time-zone format loads ICU's zone data, about 36 ms of a desktop's main
 * thread before the first paint (a phone's is four times slower; Chromium trace, hl home). Sets the widget's
 * data-status to 'open' or 'closed' (CSS shows the number or the closed message), writes the next opening into the
 * closed message, and looks again every minute. The domain's own functions run here (their source, as the build
 * compiled them: they use nothing outside themselves), so the browser and the server cannot decide apart. No
 * hydration, no request. Without JavaScript the widget keeps data-status="hours": the number and the week's hours.
 */
export function serviceClockScript(widgetId: string, clock: ClockConfig): string {
  const config: ClockConfig = { plan: clock.plan, closed: clock.closed };
  const args = [
    serviceAt.toString(),
    closedMessage.toString(),
    scriptJson(widgetId),
    scriptJson(CLOSED_MESSAGE_ATTRIBUTE),
    scriptJson(config),
  ];
  return `(${runServiceClock.toString()})(${args.join(',')});`;
}

/** In the browser: open or closed by the reader's clock, and the next opening in the closed message, every minute. */
function runServiceClock(
  at: typeof serviceAt,
  message: typeof closedMessage,
  widgetId: string,
  messageAttribute: string,
  clock: ClockConfig,
): void {
  const root = document.getElementById(widgetId);
  if (!root) return;
  const text = root.querySelector(`[${messageAttribute}]`);
  const update = () => {
    const moment = at(Date.now(), clock.plan);
    if (!moment.open && moment.next && text) text.textContent = message(moment.next, clock.closed);
    root.setAttribute('data-status', moment.open ? 'open' : 'closed');
  };
  update();
  setInterval(update, 60000);
}
