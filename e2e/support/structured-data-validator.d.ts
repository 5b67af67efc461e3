/** @adobe/structured-data-validator ships JavaScript only: the part of it e2e/support/structured-data.ts calls. */
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    readonly issueMessage: string;
    readonly severity: 'ERROR' | 'WARNING';
    readonly rootType?: string;
    readonly fieldNames?: readonly string[];
  }
  export default class Validator {
    /** schema.org's vocabulary (a download); without it only the validator's own type rules run. */
    constructor(schemaOrgJson?: unknown);
    validate(extracted: { jsonld?: Record<string, unknown[]> }): Promise<StructuredDataIssue[]>;
  }
}
