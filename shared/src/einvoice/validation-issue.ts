/** MyInvois's validation steps, by the names its document details report. */
export const VALIDATION_STEPS = {
  structure: 'Step01-Structure Validator',
  coreFields: 'Step02-Core Fields Validator',
  signature: 'Step03-Signature Validator',
  taxpayer: 'Step04-Taxpayer Validator',
  references: 'Step05-Referenced Documents Validator',
  codes: 'Step06-Code Validator',
  duplicate: 'Step07-Duplicated Document Validator',
  currency: 'Step08-Currency Validator',
} as const;
export type ValidationStep = keyof typeof VALIDATION_STEPS;

/** Stable codes of what the validator finds. */
export type ValidationCode =
  | 'BadStructure'
  | 'MissingField'
  | 'InvalidLength'
  | 'InvalidFormat'
  | 'InvalidTin'
  | 'InvalidIdentity'
  | 'InvalidCode'
  | 'AmountMismatch'
  | 'IssuanceTooOld'
  | 'IssuanceInFuture'
  | 'MissingReference'
  | 'InvalidReference'
  | 'SignatureMissing'
  | 'SignatureInvalid'
  | 'CurrencyUnsupported';

/** One problem in a document: the step that finds it, a code, the JSON path (`$.Invoice[0]...`), a sentence. */
export interface ValidationIssue {
  step: ValidationStep;
  code: ValidationCode;
  path: string;
  message: string;
}

/** Collects issues while a document is read. */
export class IssueList {
  readonly issues: ValidationIssue[] = [];
  add(step: ValidationStep, code: ValidationCode, path: string, message: string): void {
    this.issues.push({ step, code, path, message });
  }
}
