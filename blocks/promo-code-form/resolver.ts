import type { Messages } from '../../domain/messages/index.ts';
import type { PromoFormError } from '../../domain/promo-form.ts';
import type { BlockContext } from '../context.ts';
import type { PromoCodeFormBlock, PromoCodeFormData } from './schema.ts';

function errorText(error: PromoFormError, messages: Messages['actie']): string {
  switch (error) {
    case 'missing-actiecode':
      return messages.missingActiecode;
    case 'missing-postcode':
      return messages.missingPostcode;
    case 'not-found':
      return messages.notFound;
    case 'unavailable':
      return messages.unavailable;
    case 'too-many':
      return messages.tooMany;
  }
}

export async function resolvePromoCodeForm(block: PromoCodeFormBlock, ctx: BlockContext): Promise<PromoCodeFormData> {
  const messages = ctx.messages.actie;
  const state = ctx.visitor.promoForm;
  const fieldError = (error: PromoFormError) => (state.errors.includes(error) ? errorText(error, messages) : undefined);
  const formError = state.errors.find(
    (error) => error === 'not-found' || error === 'unavailable' || error === 'too-many',
  );
  return {
    title: block.title ?? messages.heading,
    intro: block.intro ?? messages.intro,
    fields: [
      {
        name: 'actiecode',
        label: messages.actiecode,
        value: state.actiecode,
        error: fieldError('missing-actiecode'),
        autoComplete: 'off',
      },
      {
        name: 'postcode',
        label: messages.postcode,
        value: state.postcode,
        error: fieldError('missing-postcode'),
        autoComplete: 'postal-code',
      },
    ],
    formError: formError && errorText(formError, messages),
    errorSummary: messages.errorSummary,
    submit: messages.submit,
    destinationName: state.destinationName,
  };
}
