/** Inner runs of white space become one space: names and streets pasted from elsewhere carry doubles and tabs. */
export const squish = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Lower-cases the domain only: the part before the @ is the mailbox owner's and may be case-sensitive. */
export function lowerCaseDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : email.slice(0, at) + email.slice(at).toLowerCase();
}
