import type { BlockProps } from '../define.ts';
import { Heading } from '../shared/heading.tsx';
import { dataLayerPush, inlineScript } from '../shared/script-json.ts';
import type { OrderConfirmationBlock, OrderConfirmationData } from './schema.ts';
import * as css from './order-confirmation.css.ts';

/** Without JavaScript the waiting page loads its check again after this many seconds. */
const NO_SCRIPT_REFRESH_SECONDS = 5;

/**
 * The waiting page's check with JavaScript: asks the status route every few seconds (for at most ten minutes) and,
 * once the payment is paid or has ended unpaid, loads the return route, which takes the visitor on. An order the shop
 * no longer knows stops the checks (the link still leads on). No client component: a few lines of script in the
 * first HTML.
 */
function waitingScript(statusHref: string, checkHref: string, statusId: string, checkingLabel: string): string {
  return inlineScript(checkPayment, statusHref, checkHref, statusId, checkingLabel);
}

/** In the browser: the status asked until the payment is decided, then on to the return route. */
function checkPayment(statusHref: string, checkHref: string, statusId: string, checkingLabel: string): void {
  let tries = 0;
  const status = document.getElementById(statusId);
  const check = () => {
    if (++tries > 200) return;
    fetch(statusHref, { cache: 'no-store' })
      .then((response) => response.json())
      .then((answer: { state?: string }) => {
        if (answer.state === 'paid' || answer.state === 'unpaid') {
          if (status) status.textContent = checkingLabel;
          location.replace(checkHref);
        } else if (answer.state === 'waiting') setTimeout(check, 3000);
      })
      .catch(() => setTimeout(check, 5000));
  };
  setTimeout(check, 2000);
}

export function OrderConfirmation({
  block,
  data,
  editable,
  headingLevel,
}: BlockProps<OrderConfirmationBlock, OrderConfirmationData | undefined>) {
  if (!data) return null;
  const titleId = `order-confirmation-${block._uid}`;
  const statusId = `order-payment-status-${block._uid}`;
  const { waiting } = data;
  return (
    <section className={css.section} aria-labelledby={titleId} {...editable}>
      <Heading level={headingLevel} className={css.title} id={titleId}>
        {waiting ? waiting.title : data.title}
      </Heading>
      {waiting && (
        <div className={css.waiting}>
          <p id={statusId} role="status" className={css.waitingText}>
            {waiting.text}
          </p>
          <p className={css.waitingText}>
            <a className={css.link} href={waiting.checkHref}>
              {waiting.checkLabel}
            </a>
          </p>
          <noscript
            dangerouslySetInnerHTML={{
              __html: `<meta http-equiv="refresh" content="${NO_SCRIPT_REFRESH_SECONDS};url=${waiting.checkHref.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`,
            }}
          />
          <script
            dangerouslySetInnerHTML={{
              __html: waitingScript(waiting.statusHref, waiting.checkHref, statusId, waiting.checkingLabel),
            }}
          />
        </div>
      )}
      <dl className={css.list}>
        {data.rows.map((row) => (
          <div key={row.label} className={css.row}>
            <dt className={css.term}>{row.label}</dt>
            <dd className={css.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {/* The purchase event for the tag manager, in the first HTML: no client component needed. */}
      {data.purchaseEvent && <script dangerouslySetInnerHTML={{ __html: dataLayerPush([data.purchaseEvent]) }} />}
    </section>
  );
}
