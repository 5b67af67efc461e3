'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '../../domain/messages/index.ts';

/** What client parts (the error pages) need of the brand; kept small, it ships in every page's payload. */
export interface BrandClientInfo {
  readonly homeUrl: string;
  readonly errorMessages: Messages['error'];
}

const BrandContext = createContext<BrandClientInfo | null>(null);

export function BrandProvider({ value, children }: { value: BrandClientInfo; children: ReactNode }) {
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

export function useBrandInfo(): BrandClientInfo {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrandInfo outside BrandProvider');
  return value;
}
