import { format, type Messages } from '../../../domain/messages/index.ts';
import { ACCOUNT_ROUTES, type AccountState } from '../../account/state.ts';
import type { Brand } from '../../brands.ts';
import type { AccountMenuProps } from './account-menu.client.tsx';

/**
 * The account menu's props for a brand and an account, worded on the server so the island ships no catalog. Only
 * the given name goes to the browser: the e-mail address stays on the server.
 */
export function accountMenuProps(brand: Brand, messages: Messages, account: AccountState): AccountMenuProps {
  const { accountMenu } = messages;
  const signedIn = account.kind === 'signed-in';
  const givenName = signedIn ? account.givenName.trim() : '';
  return {
    brand: { code: brand.code, type: brand.type, country: brand.country, links: brand.links },
    signedIn,
    logoutRoute: ACCOUNT_ROUTES.logout,
    label: accountMenu.label,
    buttonText: givenName ? format(accountMenu.greeting, { name: givenName }) : accountMenu.button,
    stateText: signedIn ? accountMenu.signedIn : accountMenu.signedOut,
    itemLabels: accountMenu.items,
  };
}
