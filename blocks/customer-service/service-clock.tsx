import { CLOSED_MESSAGE_ATTRIBUTE, serviceClockScript } from './service-clock-script.ts';
import type { CustomerServiceData } from './schema.ts';
import * as clockCss from './service-clock.css.ts';

/**
 * What the widget's root carries so the clock can pick its state: its id, its class and the state before the script.
 */
export function clockRootProps(data: CustomerServiceData, className: string) {
  return {
    id: data.id,
    className: `${className} ${clockCss.clockRoot}`,
    'data-status': data.clock ? 'hours' : 'unknown',
    // The clock script sets data-status before React hydrates; React is told not to mind.
    suppressHydrationWarning: true,
  } as const;
}

/**
 * Both of the widget's states, shown by data-status: the open text, and the closed message that the script writes
 * for the next opening (rendered as at render time; React keeps the script's text when it hydrates).
 */
export function ServiceStatus({
  data,
  className,
  openDot,
  closedDot,
  as: Tag = 'p',
}: {
  data: CustomerServiceData;
  className: string;
  openDot: string;
  closedDot: string;
  as?: 'p' | 'span';
}) {
  if (!data.clock) return null;
  return (
    <>
      <Tag className={`${className} ${clockCss.whenOpen}`}>
        <span className={openDot} aria-hidden="true" />
        {data.clock.openText}
      </Tag>
      <Tag className={`${className} ${clockCss.whenClosed}`}>
        <span className={closedDot} aria-hidden="true" />
        <span {...{ [CLOSED_MESSAGE_ATTRIBUTE]: '' }} suppressHydrationWarning>
          {data.clock.closedAtRender}
        </span>
      </Tag>
    </>
  );
}

/** The clock's inline script, right after the widget (it finds it by id as soon as it is parsed). */
export function ServiceClockScript({ data }: { data: CustomerServiceData }) {
  return data.clock ? <script dangerouslySetInnerHTML={{ __html: serviceClockScript(data.id, data.clock) }} /> : null;
}
