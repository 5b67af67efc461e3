import { notFound } from 'next/navigation';
import { BRANDS, isBrandCode, type Brand } from '../brands.ts';

/**
 * The brand of an internal route's `[brand]` parameter. The proxy routes only a brand's own pages there; an internal
 * path typed by hand is the one way another value arrives, and it is the 404, wherever it is read (layout, metadata,
 * page).
 */
export function brandOfParam(code: string): Brand {
  if (!isBrandCode(code)) notFound();
  return BRANDS[code];
}
