import type { BlockContext } from '../context.ts';
import { mapRichText } from '../rich-text/rich-text-content.tsx';
import { PHONE_TOKEN, type FaqBlock, type FaqData } from './schema.ts';

/** A phone number as a `tel:` URL wants it: digits and a leading "+", nothing else. */
export function telNumber(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** Every {phone} becomes the number as visitors read it; inside a `tel:` href, as dialled. */
export function fillPhone(value: string, phone: string): string {
  return value.replace(/(tel:)?\{phone\}/gi, (_, tel: string | undefined) => (tel ? `tel:${telNumber(phone)}` : phone));
}

export async function resolveFaq(block: FaqBlock, ctx: BlockContext): Promise<FaqData> {
  const phone = ctx.brand.phoneNumber;
  const fill = (value: string) => (value.toLowerCase().includes(PHONE_TOKEN) ? fillPhone(value, phone) : value);
  return {
    items: block.items.map((item) => ({
      uid: item._uid,
      question: fill(item.question),
      answer: mapRichText(item.answer, fill),
    })),
  };
}
