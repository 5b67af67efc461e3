import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { CommunicationBar } from './communication-bar.tsx';

export const communicationBarBlock = defineBlock({
  ...BLOCK_CATALOG['communication-bar'],
  Component: CommunicationBar,
});
