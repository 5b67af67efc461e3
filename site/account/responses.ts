import { NextResponse, type NextRequest } from 'next/server';
import { withAccountError } from '../../domain/account/error.ts';
import { onVisitorHost } from '../request/host.ts';
import { reportProblem } from '../monitoring/report.ts';

/** One line per failure, with the step and the error's own message (never a token, a code or an e-mail address). */
export function logAccountFailure(step: string, error: unknown): void {
  reportProblem(`account: ${step} failed`, error);
}

/** Back to a page of this site on the visitor's own host; with a failed login's code, the page shows its notice. */
export function backToPage(request: NextRequest, path: string, errorCode?: string): NextResponse {
  return NextResponse.redirect(onVisitorHost(request, errorCode ? withAccountError(path, errorCode) : path), 303);
}
