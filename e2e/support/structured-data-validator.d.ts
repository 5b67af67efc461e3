/** @adobe/structured-data-validator ships JavaScript only: the part of it e2e/support/structured-data.ts calls. */
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    readonly issueMessage: string;
    readonly severity: 'ERROR' | 'WARNING';
    /** 'schemaOrg' for the vocabulary's findings (a type or property schema.org does not have). */
    readonly errorType?: string;
    readonly rootType?: string;
    readonly fieldNames?: readonly string[];
  }
  export default class Validator {
    /** schema.org's vocabulary (`{ '@graph': [...] }`); without it only the validator's own type rules run. */
    constructor(schemaOrgJson?: unknown);
    validate(extracted: { jsonld?: Record<string, unknown[]> }): Promise<StructuredDataIssue[]>;
  }
}
