import { postPageForm } from '../support/form-post.ts';

/* Orders placed as a visitor without JavaScript places one (the bench's orders through the cluster): the order page,
 * then its form posted back filled in. Each order is a new customer, so the front office keeps every one. */

/** A Dutch customer paying by direct debit (the stand-in front office accepts this IBAN). */
const ORDER_FIELDS = {
  gender: 'F',
  firstName: 'Sanne',
  lastName: 'Jansen',
  dateOfBirthDay: '14',
  dateOfBirthMonth: '2',
  dateOfBirthYear: '1988',
  phone: '06 12345678',
  postalCode: '1234AB',
  houseNumber: '12',
  street: 'Dorpsstraat',
  city: 'Amsterdam',
  paymentMethod: 'direct-debit',
  iban: 'NL91 ABNA 0417 1643 00',
  terms: 'on',
  adult: 'on',
} as const;

/**
 * Places `count` orders on `host` through the server on 127.0.0.1:port, `concurrency` at a time; resolves with how many
 * were placed (the form answered with the thank-you page's redirect) and the seconds it took. Throws on the first
 * order that is not placed, with its status.
 */
export async function placeOrders(host: string, port: number, count: number, concurrency: number) {
  const started = performance.now();
  let next = 0;
  let placed = 0;
  const run = `${Date.now()}`;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const answer = await postPageForm(host, '/bestellen', port, {
        ...ORDER_FIELDS,
        email: `bench-${run}-${index}@example.nl`,
      });
      if (answer.status !== 303 || !String(answer.headers.location).startsWith('/bedankt'))
        throw new Error(`order ${index} on ${host} not placed: ${answer.status} ${answer.body.slice(0, 200)}`);
      placed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { placed, seconds: (performance.now() - started) / 1000 };
}
