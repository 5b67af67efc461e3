/** An answer of the Management API stand-in, and the helpers every handler of it builds answers with. */
export interface MapiAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export type Json = Record<string, unknown>;

export const answer = (status: number, body: unknown, headers: Record<string, string> = {}): MapiAnswer => ({
  status,
  body,
  headers,
});
/** Storyblok's validation errors: the field and its messages. */
export const invalid = (field: string, message: string) => answer(422, { [field]: [message] });
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
