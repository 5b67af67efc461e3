/** Inner runs of white space become one space: names and streets pasted from elsewhere carry doubles and tabs. */
export const squish = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * A control or invisible format character (NUL, escape codes, zero-width spaces, direction overrides): no name has
 * one, and one unseen would go to the front office and into letters as it is. Read after squish, which has already
 * made tabs and line breaks (white space, though control characters too) one space.
 */
export const hasHiddenCharacter = (value: string) => /[\p{Cc}\p{Cf}]/u.test(value);

/** Lower-cases the domain only: the part before the @ is the mailbox owner's and may be case-sensitive. */
export function lowerCaseDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : email.slice(0, at) + email.slice(at).toLowerCase();
}
