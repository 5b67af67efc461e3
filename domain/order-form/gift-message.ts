/**
 * A gift's personal message as the card carries it: plain text, its line breaks kept (at most one empty line in a
 * row), a tab a space, every other control character and surrounding space dropped. Its length is checked after
 * cleaning.
 */
export function cleanGiftMessage(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
