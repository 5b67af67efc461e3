import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { ModalContent } from './modal-content.tsx';

export const modalContentBlock = defineBlock({ ...BLOCK_CATALOG['modal-content'], Component: ModalContent });
