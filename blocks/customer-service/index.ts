import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { CustomerService } from './customer-service.tsx';
import { resolveCustomerService } from './resolver.ts';

export const customerServiceBlock = defineBlock({
  ...BLOCK_CATALOG['customer-service'],
  resolve: resolveCustomerService,
  Component: CustomerService,
});
