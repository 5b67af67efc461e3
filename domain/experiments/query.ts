/** The request's query as Next gives it: a repeated parameter is an array. */
export type Query = Readonly<Record<string, string | string[] | undefined>>;

/** A parameter given once; a repeated one (which would win?) counts as absent. */
export const single = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
