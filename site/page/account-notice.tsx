import type { Messages } from '../../domain/messages/index.ts';
import type { AccountNotice } from './context.ts';
// The same note as the region notice: one look for the page's notices.
import * as css from './notice-bar.css.ts';

/**
 * docs/rules/08-errors.md: a login that came back with an error of the account service (or failed here) explains itself
 * in the visitor's locale and offers to try again; the page itself renders as always.
 */
export function AccountNoticeBar({ notice, messages }: { notice: AccountNotice | undefined; messages: Messages }) {
  if (!notice) return null;
  return (
    <div className={css.notice} role="alert" data-testid="account-notice" data-code={notice.kind}>
      <p className={css.text}>
        <strong>{messages.account.noticeHeading}.</strong> {messages.account.errors[notice.kind]}{' '}
        <a className={css.link} href={notice.retryHref}>
          {messages.account.retry}
        </a>
      </p>
    </div>
  );
}
