import { timingSafeEqual } from 'node:crypto';

/** A test account of the local account service: the claims the shop reads, and a password for the login form. */
export interface TestAccount {
  readonly sub: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly password: string;
}

/** The stand-in's accounts (README.md beside this file): one Dutch, one Flemish, one more for parallel tests. */
const TEST_ACCOUNTS: readonly TestAccount[] = [
  { sub: 'acc-jan', email: 'jan@example.nl', givenName: 'Jan', familyName: 'Jansen', password: 'welkom01' },
  { sub: 'acc-an', email: 'an@example.be', givenName: 'An', familyName: 'Peeters', password: 'welkom01' },
  { sub: 'acc-fatima', email: 'fatima@example.nl', givenName: 'Fatima', familyName: 'El Amrani', password: 'welkom01' },
];

export const accountBySub = (sub: string) => TEST_ACCOUNTS.find((account) => account.sub === sub);

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The account for an e-mail address and password, or undefined (the same answer for a wrong address or password). */
export function checkCredentials(email: string, password: string): TestAccount | undefined {
  const account = TEST_ACCOUNTS.find((candidate) => candidate.email === email.trim().toLowerCase());
  return account && sameText(account.password, password) ? account : undefined;
}
